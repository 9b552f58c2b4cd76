import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageWindow } from '../../domain/shared/paging';

describe('pageWindow: the page a list query asks for', () => {
  const plain = z.object(pageWindow(12));
  const bounded = z.object(pageWindow(20, { maxLimit: 50, maxOffset: 1000 }));

  it('defaults to the first page of the screen size and reads query-string numbers', () => {
    expect(plain.parse({})).toEqual({ limit: 12, offset: 0 });
    expect(plain.parse({ limit: '30', offset: '60' })).toEqual({ limit: 30, offset: 60 });
  });

  it('refuses a limit outside 1..max and an offset below 0 or past the bound', () => {
    expect(plain.safeParse({ limit: 0 }).success).toBe(false);
    expect(plain.safeParse({ limit: 101 }).success).toBe(false);
    expect(plain.safeParse({ limit: 100, offset: 1_000_000_000 }).success).toBe(true);
    expect(plain.safeParse({ offset: -1 }).success).toBe(false);
    expect(bounded.safeParse({ limit: 51 }).success).toBe(false);
    expect(bounded.safeParse({ offset: 1001 }).success).toBe(false);
    expect(bounded.parse({ limit: 50, offset: 1000 })).toEqual({ limit: 50, offset: 1000 });
  });
});
