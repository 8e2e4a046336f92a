import { describe, expect, it } from 'vitest';
import { labelledLink, schoolEmail } from './mail-layout.ts';

// Issue 30 item 8: the text version's button line read "Voir l'événement: http…" in French
// mails; French puts a no-break space before the colon, English none.

const school = { name: 'École Demo', primaryColor: '#1c4e80', secondaryColor: '#ffb600' };
const url = 'https://demo.alumni.example/evenements/gala';

describe('schoolEmail', () => {
  it('writes the button line of a French mail with a no-break space before the colon', () => {
    const mail = schoolEmail(
      school,
      {
        subject: 'Gala',
        paragraphs: ['Bonjour Ada,'],
        action: { label: 'Voir l’événement', url },
      },
      'fr',
    );
    expect(mail.text.split('\n')).toContain(`Voir l’événement\u00a0: ${url}`);
    expect(mail.text).not.toContain('l’événement:');
    expect(mail.text).not.toContain('l’événement :');
  });

  it('writes the button line of an English mail as "Label: URL"', () => {
    const mail = schoolEmail(
      school,
      { subject: 'Gala', paragraphs: ['Hello Ada,'], action: { label: 'See the event', url } },
      'en',
    );
    expect(mail.text.split('\n')).toContain(`See the event: ${url}`);
    expect(mail.text).not.toMatch(/[\u00a0\u202f]/);
  });

  it('leaves the HTML button as the label alone, the address under it', () => {
    const { html } = schoolEmail(
      school,
      { subject: 'Gala', paragraphs: [], action: { label: 'Voir l’événement', url } },
      'fr',
    );
    expect(html).toContain('>Voir l’événement</a>');
    expect(html).toContain(`>${url}</p>`);
  });
});

describe('labelledLink', () => {
  it('follows each language’s typography', () => {
    expect(labelledLink('fr', 'Se désabonner', url)).toBe(`Se désabonner\u00a0: ${url}`);
    expect(labelledLink('en', 'Unsubscribe', url)).toBe(`Unsubscribe: ${url}`);
  });
});
