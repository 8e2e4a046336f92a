import { APP_SHELL_ID } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { renderAppShell } from './app-shell.ts';

// Issue 16 (Lighthouse): the frame's header bar painted from the HTML.
describe('renderAppShell', () => {
  const brand = {
    name: 'École Demo',
    logo: '/media/schools/demo/logo.svg',
    primaryColor: '#ffb600',
  };

  it('draws the bar with the logo, the name from an attribute and the primary colour', () => {
    const html = renderAppShell(brand);
    expect(html).toContain(`<div id="${APP_SHELL_ID}" aria-hidden="true" data-name="École Demo">`);
    expect(html).toContain('<img src="/media/schools/demo/logo.svg" alt=""');
    expect(html).toContain('border-bottom:4px solid #ffb600');
    // The header's heights: 64 px, 56 px under Mantine's sm breakpoint.
    expect(html).toContain('height:64px');
    expect(html).toMatch(/@media \(max-width:47\.99em\)\{#app-shell\{height:56px\}\}/);
    // No text in the content: the name is only in the attribute.
    expect(html.replace(/<[^>]*>/g, '')).not.toContain('École Demo');
  });

  it('escapes the name and the logo, and keeps a colour that is not a hex colour out', () => {
    const html = renderAppShell({
      name: '"><script>alert(1)</script>',
      logo: '/media/x.png" onerror="alert(1)',
      primaryColor: 'red;}body{display:none',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror');
    expect(html).toContain('data-name="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('display:none');
    expect(html).toContain('border-bottom:4px solid #ffb600');
  });

  it('leaves the logo out when the school has none', () => {
    expect(renderAppShell({ ...brand, logo: null })).not.toContain('<img');
  });
});
