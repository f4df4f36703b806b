package io.github.uts58.core;

/**
 * What a text has already shown to be files, for {@link LookalikeHosts}: after {@code
 * tests/sparse03.at} or {@code * cfg.mk (rule):}, a bare {@code sparse04.at} or {@code cfg.mk}
 * later in the same text is a file too (the TLD is a file extension there); after {@code *
 * setup.com: New file.}, a bare {@code setup.com} is that file (the name itself, even under {@code
 * .com}). One per scanner, cleared for each new text (a field, a file); the last few TLDs and names
 * (of up to 64 chars) only, so a text that names many files costs no more.
 */
final class FilesInText {
  static final int TLDS = 8;

  /** Enough for the files of a long ChangeLog entry, and mentions of one a few entries later. */
  static final int NAMES = 64;

  /** Longer names are not remembered (a host has at most 253 chars; a file name seldom 64). */
  static final int MAX_NAME_LENGTH = 64;

  /** A label has at most 63 chars. */
  private static final int MAX_TLD_LENGTH = 63;

  private final RecentNames tlds = new RecentNames(TLDS, MAX_TLD_LENGTH, true);
  private final RecentNames names = new RecentNames(NAMES, MAX_NAME_LENGTH, true);

  void clear() {
    tlds.clear();
    names.clear();
  }

  /** The TLD {@code text[from, to)} ended the name of a file. */
  void addExtension(char[] text, int from, int to) {
    tlds.add(text, from, to);
  }

  /** Whether the TLD {@code text[from, to)}, in any case, ended the name of a file. */
  boolean isExtension(char[] text, int from, int to) {
    return tlds.contains(text, from, to);
  }

  /** {@code text[from, to)} named a file. */
  void addName(char[] text, int from, int to) {
    names.add(text, from, to);
  }

  /** Whether {@code text[from, to)} named a file, in any case. */
  boolean isName(char[] text, int from, int to) {
    return names.contains(text, from, to);
  }
}
