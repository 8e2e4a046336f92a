import { multipart } from '../tenant-bodies.ts';

/**
 * Hostile inputs of the fuzz suite (issue "What is built, made solid", part 1): the values
 * and bodies a malformed client or an attacker sends. Each list names what it probes, so a
 * failure reads as the input that caused it.
 */

/** Strings that broke or could break text handling: NUL, lone surrogates, lengths, scripts. */
export const HOSTILE_STRINGS: [string, string][] = [
  ['empty', ''],
  ['spaces', '   '],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udc00y'],
  ['10k characters', 'x'.repeat(10_000)],
  ['300 characters', 'é'.repeat(300)],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL', "'; drop table users; --"],
  ['right-to-left override', '\u202egnp.exe'],
  ['full-width digits', '１２３'],
  ['number-like', '1e3'],
];

/** Numbers past the database's and JavaScript's limits, fractions, signs. */
export const HOSTILE_NUMBERS: [string, number][] = [
  ['zero', 0],
  ['minus one', -1],
  ['fraction', 1.5],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['-2^53', -(2 ** 53)],
  ['1e308', 1e308],
  ['past safe integers', Number.MAX_SAFE_INTEGER + 2],
];

/**
 * What each body field is replaced by, in turn: a value of each JSON type, where the field
 * expects another, and the strings and numbers that broke storage before (the full lists
 * above reach every field through the generated bodies).
 */
export const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['empty array', []],
  ['object', JSON.parse('{"__proto__":{"polluted":true},"x":1}')],
  ['empty string', ''],
  ['string NUL inside', 'a\u0000b'],
  ['string lone surrogate', 'x\udc00y'],
  ['string 10k characters', 'x'.repeat(10_000)],
  ['string 300 characters', 'é'.repeat(300)],
  ['number 2^31', 2 ** 31],
  ['number 1e308', 1e308],
  ['number minus one', -1],
  ['number fraction', 1.5],
];

/**
 * Raw JSON bodies, sent as `application/json` whatever the operation takes: empty, not
 * JSON, prototype pollution, the wrong top-level type, a byte-order mark, deep nesting.
 */
export const HOSTILE_JSON_BODIES: [string, string][] = [
  ['empty body', ''],
  ['not JSON', 'not json'],
  ['truncated JSON', '{"email": "a@b.c"'],
  ['__proto__', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '123'],
  ['byte-order mark', '\ufeff{}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['escaped NUL key', '{"\\u0000":"\\u0000"}'],
  ['lone surrogate escape', '{"x":"\\ud800"}'],
];

/** Bodies sent with a content type the API does not take, or too big to take. */
export const HOSTILE_RAW_BODIES: [string, { contentType: string; payload: string | Buffer }][] = [
  ['text/plain', { contentType: 'text/plain', payload: 'hello' }],
  ['form-urlencoded', { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' }],
  ['JSON as UTF-16', { contentType: 'application/json; charset=utf-16', payload: '{}' }],
  ['XML', { contentType: 'application/xml', payload: '<a>1</a>' }],
  ['2 MB of JSON', { contentType: 'application/json', payload: `"${'x'.repeat(2_200_000)}"` }],
];

/**
 * Path parameter values, as written in the URL (already encoded): ids past 2^31, signs,
 * hexadecimal and exponent forms, padding, NUL, words, a 2,000-character segment.
 */
export const HOSTILE_PATH_VALUES: [string, string][] = [
  ['zero', '0'],
  ['minus one', '-1'],
  ['2^31', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['exponent', '1e3'],
  ['hexadecimal', '0x10'],
  ['leading space', '%201'],
  ['plus sign', '+1'],
  ['fraction', '1.0'],
  ['NUL', '%00'],
  ['word', 'abc'],
  ['full-width digit', encodeURIComponent('１')],
  ['lone surrogate bytes', '%ED%A0%80'],
  ['broken escape', '%E0%A4%A'],
  ['2,000 characters', 'x'.repeat(2000)],
];

/** Query parameter values (encoded): as for paths, plus an empty value and a long list. */
export const HOSTILE_QUERY_VALUES: [string, string][] = [
  ['empty', ''],
  ...HOSTILE_PATH_VALUES.filter(([label]) => label !== '2,000 characters'),
  ['3,000 characters', 'x'.repeat(3000)],
  ['long id list', Array.from({ length: 500 }, (_, i) => 2 ** 31 + i).join(',')],
  ['ids past 2^31', '99999999999999999999,1'],
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart bodies that are broken, empty, or carry the wrong file. */
export function hostileMultipartBodies(): [string, { contentType: string; payload: Buffer }][] {
  const valid = multipart('file.png', 'image/png', PNG_SIGNATURE, { title: 'Fuzz' });
  const boundary = valid.contentType.split('boundary=')[1] ?? '';
  return [
    ['no parts', { contentType: valid.contentType, payload: Buffer.from(`--${boundary}--\r\n`) }],
    [
      'wrong boundary',
      { contentType: 'multipart/form-data; boundary=nope', payload: valid.payload },
    ],
    ['no boundary', { contentType: 'multipart/form-data', payload: valid.payload }],
    [
      'truncated',
      {
        contentType: valid.contentType,
        payload: valid.payload.subarray(0, valid.payload.length / 2),
      },
    ],
    ['empty payload', { contentType: valid.contentType, payload: Buffer.alloc(0) }],
    ['fields only', fieldsOnly(boundary, valid.contentType)],
    ['empty file', multipart('empty.png', 'image/png', Buffer.alloc(0), { title: 'Fuzz' })],
    ['PNG header only', valid],
    ['binary as CSV', multipart('data.csv', 'text/csv', binaryJunk(), { title: 'Fuzz' })],
    [
      'HTML as PNG',
      multipart('page.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'), {
        title: 'Fuzz',
      }),
    ],
    [
      'SVG with script',
      multipart(
        'image.svg',
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        { title: 'Fuzz' },
      ),
    ],
    [
      'PDF/HTML polyglot',
      multipart(
        'doc.pdf',
        'application/pdf',
        Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'),
        { title: 'Fuzz' },
      ),
    ],
    [
      'NUL file name and field',
      multipart('a\u0000.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), {
        title: 'a\u0000b',
      }),
    ],
    [
      'file name of 5,000 characters',
      multipart(`${'n'.repeat(5000)}.pdf`, 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), {
        title: 'Fuzz',
      }),
    ],
  ];
}

function fieldsOnly(boundary: string, contentType: string) {
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nFuzz\r\n--${boundary}--\r\n`,
  );
  return { contentType, payload };
}

/** 4 KB of bytes from a fixed generator: not text, not any known file type. */
function binaryJunk(): Buffer {
  const bytes = Buffer.alloc(4096);
  let state = 7;
  for (let i = 0; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state & 0xff;
  }
  return bytes;
}
