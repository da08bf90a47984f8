// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Field, Input, Select, Textarea } from './field';

describe('Field', () => {
  it('ties its label, hint and error to the control', () => {
    renderUi(
      <Field label="Email" hint="We write to it only about your account." error="Enter an email address.">
        {(ids) => <Input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We write to it only about your account.',
      'Enter an email address.',
    ]);
  });

  it('describes nothing and is valid without hint or error, and marks an optional field', () => {
    renderUi(
      <Field label="Phone" optional>
        {(ids) => <Input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} />}
      </Field>,
    );
    const input = screen.getByLabelText('Phone (optional)');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('takes a select or a text area as its control', () => {
    renderUi(
      <>
        <Field label="Genre">
          {(ids) => (
            <Select id={ids.id}>
              <option>Highlife</option>
            </Select>
          )}
        </Field>
        <Field label="Story">{(ids) => <Textarea id={ids.id} />}</Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Story' }).tagName).toBe('TEXTAREA');
  });
});
