package io.github.uts58.core;

import java.util.Locale;

/**
 * The dotted identifiers a text has shown, for {@link LookalikeHosts}: names of two labels or more
 * whose last label is no TLD ({@code module.exports}, {@code util.inspect}, {@code
 * process.report.filename}), which only code writes. A later host with the same labels but the last
 * is then a member of the same namespace, not a link ({@code module.id}, {@code util.is}, {@code
 * process.report.directory}): rule 4 of {@link LookalikeHosts} over the whole text, not only the
 * context read. One per scanner, cleared for each new text; the last {@value #SIZE} identifiers of
 * up to {@value #MAX_LENGTH} chars only, kept in arrays allocated once.
 */
final class NamespacesInText {
  static final int SIZE = 64;
  static final int MAX_LENGTH = 64;

  private final char[][] names = new char[SIZE][MAX_LENGTH];
  private final int[] lengths = new int[SIZE];

  /** Where each name's last label starts: its namespace is the chars before, less the dot. */
  private final int[] lastLabelStarts = new int[SIZE];

  private int count;
  private int next;

  void clear() {
    count = 0;
    next = 0;
  }

  /**
   * {@code text[start, end)}, whose last label starts at {@code lastLabelStart} and is no TLD: an
   * identifier, if it is ASCII and that label starts with a lower-case letter ({@code
   * module.exports}, {@code Object.keys}; not the sentence run together of {@code example.The}).
   */
  void add(char[] text, int start, int lastLabelStart, int end) {
    int length = end - start;
    if (length > MAX_LENGTH
        || lastLabelStart >= end
        || text[lastLabelStart] < 'a'
        || text[lastLabelStart] > 'z'
        || contains(text, start, end)) {
      return;
    }
    char[] name = names[next];
    for (int i = 0; i < length; i++) {
      char c = text[start + i];
      if (c >= 0x80) {
        return;
      }
      name[i] = c;
    }
    lengths[next] = length;
    lastLabelStarts[next] = lastLabelStart - start;
    next = (next + 1) % SIZE;
    count = Math.min(count + 1, SIZE);
  }

  private boolean contains(char[] text, int start, int end) {
    for (int k = 0; k < count; k++) {
      if (lengths[k] == end - start && regionEquals(names[k], 0, text, start, end - start)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether an identifier with the namespace {@code text[start, namespaceEnd)} (in the same case)
   * was shown, whose last label is no file extension either ({@code config.yml} names a file, not a
   * namespace {@code config}).
   */
  boolean isNamespace(char[] text, int start, int namespaceEnd, LinkDetector detector) {
    int length = namespaceEnd - start;
    for (int k = 0; k < count; k++) {
      char[] name = names[k];
      if (lastLabelStarts[k] == length + 1
          && regionEquals(name, 0, text, start, length)
          && !detector.isFileExtension(
              new String(name, length + 1, lengths[k] - length - 1).toLowerCase(Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  private static boolean regionEquals(char[] a, int aStart, char[] b, int bStart, int length) {
    for (int i = 0; i < length; i++) {
      if (a[aStart + i] != b[bStart + i]) {
        return false;
      }
    }
    return true;
  }
}
