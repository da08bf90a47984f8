import { describe, expect, it } from 'vitest';
import { moveItem, removeAt } from './move-item';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an item down and up', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps the list as it was when nothing moves or the target is beyond an end', () => {
    expect(moveItem(list, 2, 2)).toEqual(list);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(moveItem(list, 3, 9)).toEqual(list);
    expect(moveItem(list, 0, 9)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('ignores a source outside the list and never changes the list given', () => {
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    moveItem(list, 0, 3);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('handles an empty and a one-item list', () => {
    expect(moveItem([], 0, 1)).toEqual([]);
    expect(moveItem(['x'], 0, 1)).toEqual(['x']);
  });
});

describe('removeAt', () => {
  it('drops the one item at the index', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
  });
});
