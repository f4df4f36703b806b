package io.github.uts58.core;

/**
 * The namespaces of the dotted identifiers a text has shown, for {@link LookalikeHosts}: names of
 * two labels or more whose last label is no TLD ({@code module.exports}, {@code util.inspect},
 * {@code process.report.filename}), which only code writes. A later host with the same labels but
 * the last is then a member of that namespace, not a link ({@code module.id}, {@code util.is},
 * {@code process.report.directory}): rule 4 of {@link LookalikeHosts} over the whole text, not only
 * the context read. One per scanner, cleared for each new text; the last {@value #SIZE} namespaces
 * of identifiers of up to {@value #MAX_LENGTH} chars only.
 */
final class NamespacesInText {
  static final int SIZE = 64;
  static final int MAX_LENGTH = 64;

  private final RecentNames namespaces = new RecentNames(SIZE, MAX_LENGTH, false);

  void clear() {
    namespaces.clear();
  }

  /**
   * {@code text[start, end)}, whose last label starts at {@code lastLabelStart} and is no TLD: an
   * identifier, if it is ASCII and that label starts with a lower-case letter and is no file
   * extension ({@code module.exports}, {@code Object.keys}; not the sentence run together of {@code
   * example.The}, not the file {@code config.yml}).
   */
  void add(char[] text, int start, int lastLabelStart, int end, LinkDetector detector) {
    if (end - start > MAX_LENGTH
        || lastLabelStart >= end
        || text[lastLabelStart] < 'a'
        || text[lastLabelStart] > 'z') {
      return;
    }
    for (int i = start; i < end; i++) {
      if (text[i] >= 0x80) {
        return;
      }
    }
    // (the namespace known already, most often in code, is the cheaper question)
    if (!namespaces.contains(text, start, lastLabelStart - 1)
        && !detector.isFileExtension(text, lastLabelStart, end)) {
      namespaces.add(text, start, lastLabelStart - 1);
    }
  }

  /** Whether {@code text[start, namespaceEnd)} is such a namespace, in the same case. */
  boolean isNamespace(char[] text, int start, int namespaceEnd) {
    return namespaces.contains(text, start, namespaceEnd);
  }
}
