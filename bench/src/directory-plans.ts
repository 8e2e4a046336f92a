export async function writePlans(..._args: unknown[]): Promise<string> {
  return '';
}
