/** "First Last" of a member (their names trimmed of the space between when one is empty). */
export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
