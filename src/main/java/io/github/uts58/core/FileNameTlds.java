package io.github.uts58.core;

import java.util.Arrays;

/**
 * The TLDs a text has already shown to be file extensions, for {@link LookalikeHosts}: after {@code
 * tests/sparse03.at} or {@code * cfg.mk (rule):}, a bare {@code sparse04.at} or {@code cfg.mk}
 * later in the same text is a file too. One per scanner, cleared for each new text (a field, a
 * file); the last few TLDs only, so a text that names many files costs no more.
 */
final class FileNameTlds {
  static final int SIZE = 8;

  private final String[] tlds = new String[SIZE];
  private int next;

  void clear() {
    Arrays.fill(tlds, null);
    next = 0;
  }

  /** {@code lowerTld} ended the name of a file. */
  void add(String lowerTld) {
    if (!contains(lowerTld)) {
      tlds[next] = lowerTld;
      next = (next + 1) % SIZE;
    }
  }

  boolean contains(String lowerTld) {
    for (String t : tlds) {
      if (lowerTld.equals(t)) {
        return true;
      }
    }
    return false;
  }
}
