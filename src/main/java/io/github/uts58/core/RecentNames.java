package io.github.uts58.core;

/**
 * The last {@code size} names of up to {@code maxLength} chars that a text showed, found again
 * without allocating: a ring of char arrays allocated once, searched by their hashes first. Cleared
 * in constant time, for each new text.
 */
final class RecentNames {
  private final int size;
  private final int maxLength;
  private final boolean foldCase;

  private final char[][] names;
  private final int[] lengths;
  private final int[] hashes;
  private int count;
  private int next;

  /**
   * @param foldCase names match in any case (host names), else only in the same case (code)
   */
  RecentNames(int size, int maxLength, boolean foldCase) {
    this.size = size;
    this.maxLength = maxLength;
    this.foldCase = foldCase;
    names = new char[size][maxLength];
    lengths = new int[size];
    hashes = new int[size];
  }

  void clear() {
    count = 0;
    next = 0;
  }

  /**
   * Remembers {@code chars[from, to)}, unless it is longer than {@code maxLength} or known: whether
   * it was known.
   */
  boolean add(char[] chars, int from, int to) {
    return add(hash(chars, from, to), chars, from, to);
  }

  /** {@link #add(char[], int, int)}, given the name's {@link #extendHash hash}. */
  boolean add(int hash, char[] chars, int from, int to) {
    int length = to - from;
    if (length > maxLength) {
      return false;
    }
    if (indexOf(hash, chars, from, to) >= 0) {
      return true;
    }
    char[] name = names[next];
    for (int i = 0; i < length; i++) {
      name[i] = fold(chars[from + i]);
    }
    lengths[next] = length;
    hashes[next] = hash;
    next = (next + 1) % size;
    count = Math.min(count + 1, size);
    return false;
  }

  /** Whether {@code chars[from, to)} is one of the names remembered. */
  boolean contains(char[] chars, int from, int to) {
    return to - from <= maxLength && indexOf(hash(chars, from, to), chars, from, to) >= 0;
  }

  /** {@link #contains(char[], int, int)}, given the name's {@link #extendHash hash}. */
  boolean contains(int hash, char[] chars, int from, int to) {
    return to - from <= maxLength && indexOf(hash, chars, from, to) >= 0;
  }

  /**
   * The hash of the name one char {@code c} longer than the name hashed {@code hash} (0: the empty
   * name), the same in every instance: a walk over a name's prefixes hashes each char once.
   */
  static int extendHash(int hash, char c) {
    return 31 * hash + lowerCase(c);
  }

  private int indexOf(int hash, char[] chars, int from, int to) {
    for (int k = 0; k < count; k++) {
      if (hashes[k] == hash && lengths[k] == to - from && sameName(names[k], chars, from, to)) {
        return k;
      }
    }
    return -1;
  }

  private boolean sameName(char[] name, char[] chars, int from, int to) {
    for (int i = from; i < to; i++) {
      if (name[i - from] != fold(chars[i])) {
        return false;
      }
    }
    return true;
  }

  static int hash(char[] chars, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) {
      h = extendHash(h, chars[i]);
    }
    return h;
  }

  /** {@link #lowerCase}, if names match in any case. */
  private char fold(char c) {
    return foldCase ? lowerCase(c) : c;
  }

  /** Lower case: ASCII without a table lookup. */
  static char lowerCase(char c) {
    if (c < 0x80) {
      return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }
    return Character.toLowerCase(c);
  }
}
