import { describe, expect, test } from 'vitest';
import { editableDescription } from './description-field';

describe('a stored description, as the rich-text editor takes it', () => {
  test('rich text stays as it is', () => {
    expect(editableDescription('<p>Hackathons…</p>')).toBe('<p>Hackathons…</p>');
  });

  test('text saved before descriptions were rich text becomes escaped paragraphs', () => {
    expect(editableDescription('We meet weekly & talk < 5 min.\nAll welcome.\n\nJoin us')).toBe(
      '<p>We meet weekly &amp; talk &lt; 5 min.<br>All welcome.</p><p>Join us</p>',
    );
  });

  test('nothing stays nothing', () => {
    expect(editableDescription(null)).toBe('');
    expect(editableDescription('   ')).toBe('');
  });
});
