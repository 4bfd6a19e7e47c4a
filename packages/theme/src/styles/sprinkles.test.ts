import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { describe, expect, it } from 'vitest';

describe('sprinkles', () => {
  it('maps space, colour and radius props from vars to classes, per breakpoint', async () => {
    // Outside the Vite plugin, vanilla-extract needs an explicit file scope to register styles.
    setFileScope('src/styles/sprinkles.css.ts', 'theme-test');
    const { sprinkles } = await import('./sprinkles.css');
    endFileScope();
    const className = sprinkles({
      padding: 'md',
      color: 'primary',
      background: 'raised',
      borderRadius: 'pill',
      display: { mobile: 'block', desktop: 'flex' },
    });
    expect(className.split(' ').length).toBe(9);
    expect(sprinkles.properties.has('paddingX')).toBe(true);
    expect(() => sprinkles({ padding: 'huge' as 'md' })).toThrow();
  });
});
