// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { submittedValue } from '@app/lib/forms';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  return el;
}

describe('submittedValue', () => {
  it("reads the native field's value, which autofill set without the input events the state follows", () => {
    const f = form('<input name="email" type="email"><input name="password" type="password">');
    (f.elements.namedItem('email') as HTMLInputElement).value = 'owner@stayops.test';
    (f.elements.namedItem('password') as HTMLInputElement).value = 'filled-by-a-password-manager';
    expect(submittedValue(f, 'password', '')).toBe('filled-by-a-password-manager');
    expect(submittedValue(f, 'email', '')).toBe('owner@stayops.test');
  });

  it('falls back to the kept state when the form has no such field', () => {
    expect(submittedValue(form('<input name="other">'), 'password', 'typed')).toBe('typed');
    expect(submittedValue(null, 'password', 'typed')).toBe('typed');
  });
});
