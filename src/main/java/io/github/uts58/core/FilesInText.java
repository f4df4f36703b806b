package io.github.uts58.core;

import java.util.Arrays;

/**
 * What a text has already shown to be files, for {@link LookalikeHosts}: after {@code
 * tests/sparse03.at} or {@code * cfg.mk (rule):}, a bare {@code sparse04.at} or {@code cfg.mk}
 * later in the same text is a file too (the TLD is a file extension there); after {@code *
 * setup.com: New file.}, a bare {@code setup.com} is that file (the name itself, even under {@code
 * .com}). One per scanner, cleared for each new text (a field, a file); the last few TLDs and names
 * only, so a text that names many files costs no more.
 */
final class FilesInText {
  static final int TLDS = 8;

  /** Enough for the files of a long ChangeLog entry, and mentions of one a few entries later. */
  static final int NAMES = 64;

  private final String[] tlds = new String[TLDS];
  private int nextTld;
  private final char[][] names = new char[NAMES][];
  private final int[] nameHashes = new int[NAMES];
  private int nextName;

  void clear() {
    Arrays.fill(tlds, null);
    nextTld = 0;
    Arrays.fill(names, null);
    nextName = 0;
  }

  /** {@code lowerTld} ended the name of a file. */
  void addExtension(String lowerTld) {
    if (!isExtension(lowerTld)) {
      tlds[nextTld] = lowerTld;
      nextTld = (nextTld + 1) % TLDS;
    }
  }

  boolean isExtension(String lowerTld) {
    for (String t : tlds) {
      if (lowerTld.equals(t)) {
        return true;
      }
    }
    return false;
  }

  /** {@code text[from, to)} named a file. */
  void addName(char[] text, int from, int to) {
    if (!isName(text, from, to)) {
      char[] name = new char[to - from];
      for (int i = 0; i < name.length; i++) {
        name[i] = Character.toLowerCase(text[from + i]);
      }
      names[nextName] = name;
      nameHashes[nextName] = hash(text, from, to);
      nextName = (nextName + 1) % NAMES;
    }
  }

  /** Whether {@code text[from, to)} named a file, in any case; allocates nothing. */
  boolean isName(char[] text, int from, int to) {
    int hash = hash(text, from, to);
    for (int i = 0; i < NAMES; i++) {
      if (nameHashes[i] == hash && names[i] != null && sameLowerCase(names[i], text, from, to)) {
        return true;
      }
    }
    return false;
  }

  private static int hash(char[] text, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) {
      h = 31 * h + Character.toLowerCase(text[i]);
    }
    return h;
  }

  private static boolean sameLowerCase(char[] name, char[] text, int from, int to) {
    if (name.length != to - from) {
      return false;
    }
    for (int i = 0; i < name.length; i++) {
      if (name[i] != Character.toLowerCase(text[from + i])) {
        return false;
      }
    }
    return true;
  }
}
