package io.github.uts58.core;

import java.util.Collection;
import java.util.Locale;

/**
 * An immutable set of domain labels with an allocation-free, case-insensitive lookup of a {@code
 * char[]} range. Keys are stored lower-cased (code point by code point, as {@link
 * Character#toLowerCase(int)} does).
 */
final class LabelSet {
  private final char[][] slots;
  private final int mask;

  /**
   * The labels of one to three ASCII letters (most TLDs in text: com, org, de, io), one bit each:
   * answered without hashing.
   */
  private final long[] shortLetters = new long[(27 * 27 * 27 + 63) / 64];

  LabelSet(Collection<String> labels) {
    int capacity = Integer.highestOneBit(Math.max(4, labels.size() * 4) - 1) << 1;
    slots = new char[capacity][];
    mask = capacity - 1;
    for (String label : labels) {
      char[] key = lower(label).toCharArray();
      int slot = hash(key, 0, key.length) & mask;
      while (slots[slot] != null && !equalsIgnoreCase(slots[slot], key, 0, key.length)) {
        slot = (slot + 1) & mask;
      }
      slots[slot] = key;
      int code = shortLettersCode(key, 0, key.length);
      if (code >= 0) {
        shortLetters[code >>> 6] |= 1L << code;
      }
    }
  }

  /** Base 27 of the letters (a = 1, any case) of a label of 1–3 ASCII letters; else -1. */
  private static int shortLettersCode(char[] text, int start, int end) {
    if (end - start > 3 || end == start) {
      return -1;
    }
    int code = 0;
    for (int i = start; i < end; i++) {
      int c = text[i] | 0x20;
      if (c < 'a' || c > 'z') {
        return -1;
      }
      code = code * 27 + (c - 'a' + 1);
    }
    return code;
  }

  static String lower(String s) {
    return s.toLowerCase(Locale.ROOT);
  }

  boolean contains(char[] text, int start, int end) {
    int code = shortLettersCode(text, start, end);
    if (code >= 0) {
      return (shortLetters[code >>> 6] & (1L << code)) != 0;
    }
    int slot = hash(text, start, end) & mask;
    char[] key;
    while ((key = slots[slot]) != null) {
      if (equalsIgnoreCase(key, text, start, end)) {
        return true;
      }
      slot = (slot + 1) & mask;
    }
    return false;
  }

  boolean contains(String label) {
    char[] chars = label.toCharArray();
    return contains(chars, 0, chars.length);
  }

  private static int hash(char[] text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; ) {
      char c = text[i];
      int cp;
      if (c < 0x80) { // ASCII fast path: most labels
        cp = c >= 'A' && c <= 'Z' ? c | 0x20 : c;
        i++;
      } else {
        cp = Character.toLowerCase(Character.codePointAt(text, i, end));
        i += Character.charCount(Character.codePointAt(text, i, end));
      }
      h = 31 * h + cp;
    }
    // Short labels give nearby polynomial hashes; mix (murmur3's finalizer) so probes stay short.
    h ^= h >>> 16;
    h *= 0x85EBCA6B;
    h ^= h >>> 13;
    h *= 0xC2B2AE35;
    return h ^ (h >>> 16);
  }

  private static boolean equalsIgnoreCase(char[] key, char[] text, int start, int end) {
    int k = 0;
    for (int i = start; i < end; ) {
      char c = text[i];
      if (c < 0x80 && k < key.length && key[k] < 0x80) {
        if (key[k] != (c >= 'A' && c <= 'Z' ? (c | 0x20) : c)) {
          return false;
        }
        i++;
        k++;
        continue;
      }
      int cp = Character.codePointAt(text, i, end);
      i += Character.charCount(cp);
      if (k >= key.length) {
        return false;
      }
      int kc = Character.codePointAt(key, k);
      k += Character.charCount(kc);
      if (kc != Character.toLowerCase(cp)) {
        return false;
      }
    }
    return k == key.length;
  }
}
