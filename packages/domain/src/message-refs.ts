/**
 * Message references (DESIGN §6, issue "Architecture for growth" §2): a schema's issue
 * carries `$msg:<catalogue>.<key>?<params>` instead of a sentence, so one schema serves both
 * languages and is built once (Fastify compiles it at start). The sentence is chosen where
 * the issue meets a person: the server's 400 answer (api/issues.ts, in the request's
 * language) and the web's forms (in the page's language).
 */

const PREFIX = '$msg:';
const REF_PATTERN = /^\$msg:([a-z]+)\.([A-Za-z]+)(?:\?(.*))?$/;

/** A parsed reference: the catalogue's name, the message key and its `{name}` values. */
export interface MessageRef {
  catalogue: string;
  key: string;
  params: Record<string, string>;
}

/**
 * The reference to message `key` of `catalogue`, with the values of its `{name}`
 * placeholders. Returns a string such as `$msg:validation.tooLong?max=100`. Never throws.
 */
export function messageRef(
  catalogue: string,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return `${PREFIX}${catalogue}.${key}`;
  const query = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${PREFIX}${catalogue}.${key}?${query}`;
}

/** Reads a reference back; null when `text` is not one (a sentence given as it is). */
export function parseMessageRef(text: string): MessageRef | null {
  const match = REF_PATTERN.exec(text);
  if (!match) return null;
  const [, catalogue = '', key = '', query] = match;
  const params: Record<string, string> = {};
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split('=');
    params[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return { catalogue, key, params };
}

/**
 * The references of every key of a catalogue, shaped like the catalogue itself, so a schema
 * writes `m.required` whatever the language: `refsOf('validation', VALIDATION_MESSAGES.fr)`.
 */
export function refsOf<K extends string>(
  catalogue: string,
  messages: Record<K, string>,
): Record<K, string> {
  const refs = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) refs[key] = messageRef(catalogue, key);
  return refs;
}

/** `{name}` placeholders of `template` filled from `params`; unknown ones stay. */
export function fillPlaceholders(
  template: string,
  params: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
