import type { ValidatorScope } from '@alumni/domain';
import { isValidatorScope, VALIDATOR_SCOPES } from '@alumni/domain';

/** A member's scopes after ticking (`on`) or unticking `scope`, ascending, without repeats. */
export function toggledScopes(
  scopes: readonly number[],
  scope: ValidatorScope,
  on: boolean,
): ValidatorScope[] {
  return VALIDATOR_SCOPES.filter((s) => (s === scope ? on : scopes.includes(s)));
}

/** The scopes a member gets when added: those they hold already plus the chosen ones. */
export function addedScopes(held: readonly number[], chosen: readonly string[]): ValidatorScope[] {
  const wanted = new Set<number>([...held, ...chosen.map(Number)]);
  return VALIDATOR_SCOPES.filter((s) => wanted.has(s) && isValidatorScope(s));
}
