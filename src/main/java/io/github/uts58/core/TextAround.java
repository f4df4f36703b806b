package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isAsciiIdentifierPart;

/**
 * The chars a scanner may read around its range as context, for {@link LookalikeHosts}: the range
 * itself, up to {@link #BEFORE} chars before it that a stream kept from its previous window, and
 * the text after the range's end that is already read (a stream's buffer). Outside of these, a
 * space. One per scanner; allocates nothing per char.
 *
 * <p>A host is judged through a {@linkplain #view view} of the {@link #BEFORE} chars before it and
 * the {@link #AFTER} after its link: outside of the view, a space too, whatever is read, so that a
 * rule sees the same chars in a whole text as in a stream's window, whose kept context may end just
 * before the view.
 */
final class TextAround {
  /**
   * The most chars of context read before a host, and after a link: a neighbour in the same
   * namespace ({@code java.io, java.util}), a diffstat's padding ({@code meson.build | 79}).
   */
  static final int BEFORE = 64;

  static final int AFTER = 32;

  private char[] before = new char[BEFORE];

  /** Where the next context is gathered, then swapped with {@link #before}. */
  private char[] gathered = new char[BEFORE];

  private int beforeLength;
  private char[] text;
  private int floor;
  private int end;

  /** Whether {@link #end} is the text's end, which is a line's end too. */
  private boolean endsText;

  /**
   * Where the text starts, if what is read reaches back to it; {@link #UNKNOWN} if it does not (a
   * stream kept only the last {@link #BEFORE} chars before its window).
   */
  private int textStart;

  private static final int UNKNOWN = Integer.MIN_VALUE / 2;

  /** The view: what is read outside of [viewStart, viewEnd) is a space. */
  private int viewStart = Integer.MIN_VALUE;

  private int viewEnd = Integer.MAX_VALUE;

  /** What is read, within the view: [readStart, readEnd). */
  private int readStart;

  private int readEnd;

  /** A new range {@code text[floor, end)} with no context before it. */
  void reset(char[] text, int floor, int end) {
    this.text = text;
    this.floor = floor;
    this.end = end;
    beforeLength = 0;
    endsText = false;
    textStart = floor;
    clearView();
  }

  /**
   * Keeps the {@link #BEFORE} chars before {@code shift} of the current text, before a stream moves
   * them away.
   */
  void keepBefore(int shift) {
    clearView();
    int n = Math.min(BEFORE, shift - floor + beforeLength);
    for (int k = 1; k <= n; k++) {
      gathered[BEFORE - k] = at(shift - k); // may read the old context: gather apart, then swap
    }
    char[] old = before;
    before = gathered;
    gathered = old;
    beforeLength = n;
    // the next window's index 0 is this one's shift
    textStart = textStart != UNKNOWN && shift - textStart <= BEFORE ? textStart - shift : UNKNOWN;
    bound();
  }

  /**
   * The next window, {@code text[0, end)}, keeps the context kept last; {@code contextEnd}: what is
   * read of it.
   */
  void continueIn(char[] text, int contextEnd) {
    this.text = text;
    this.floor = 0;
    this.end = contextEnd;
    endsText = false;
    clearView();
  }

  /** Chars in [limit, contextEnd) of the current text are context. */
  void extendTo(int contextEnd) {
    this.end = Math.max(end, contextEnd);
    bound();
  }

  /** What is read ends where the text does: a line ends there ({@code return v.ch} at its end). */
  void endText() {
    endsText = true;
  }

  /** Where what is read of the current text ends, view aside. */
  int contextEnd() {
    return end;
  }

  /** Whether {@link #contextEnd} is the text's end. */
  boolean endsText() {
    return endsText;
  }

  /**
   * Reads only [{@code hostStart - BEFORE}, {@code linkEnd + AFTER}) from here on, until the next
   * text or window: what a stream holds around any link it scans.
   */
  void view(int hostStart, int linkEnd) {
    viewStart = hostStart - BEFORE;
    viewEnd = linkEnd + AFTER;
    bound();
  }

  private void clearView() {
    viewStart = Integer.MIN_VALUE;
    viewEnd = Integer.MAX_VALUE;
    bound();
  }

  private void bound() {
    readStart = Math.max(floor - beforeLength, viewStart);
    readEnd = Math.min(end, viewEnd);
  }

  /**
   * Whether a line starts at {@code i}: after a line break, or at the start of the text, if the
   * view reaches back to it.
   */
  boolean lineStartsAt(int i) {
    if (lineBreakAt(i - 1)) {
      return true;
    }
    return i <= textStart && textStart >= viewStart;
  }

  /** What prose puts after a name at {@code i}: a blank, a line break or punctuation. */
  boolean endsANameAt(int i) {
    char c = at(i);
    return AsciiChars.isBlank(c)
        || lineBreakAt(i)
        || c == ','
        || c == ';'
        || c == '.'
        || c == ')'
        || c == ']';
  }

  /** The same quote right before {@code start} and at {@code end}: {@code [start, end)} quoted. */
  boolean quoted(int start, int end) {
    char quote = at(start - 1);
    return AsciiChars.isQuote(quote) && at(end) == quote;
  }

  /**
   * Perl's and PHP's {@code =>}, a pair's arrow between its key and its value, just before {@code
   * i}.
   */
  boolean fatCommaBefore(int i) {
    return at(i - 1) == '>' && at(i - 2) == '=';
  }

  /**
   * A line break at {@code i}, a carriage return's or a line feed's, or the text's end within the
   * view.
   */
  boolean lineBreakAt(int i) {
    char c = at(i);
    return c == '\n' || c == '\r' || (endsText && i == end && i < viewEnd);
  }

  /** Whether the char at {@code i} is read, not the space outside of what is. */
  boolean isRead(int i) {
    return i >= readStart && i < readEnd;
  }

  char at(int i) {
    if (i < readStart || i >= readEnd) {
      return ' ';
    }
    return i >= floor ? text[i] : before[BEFORE - (floor - i)];
  }

  /**
   * The word {@code word} (ASCII lower case, any case in the text) and one or two spaces, or none
   * if it ends in {@code :}, just before {@code i}, at the start of a word.
   */
  boolean wordBefore(int i, String word) {
    int j = afterSpacesBefore(i);
    if (j == i && word.charAt(word.length() - 1) != ':') {
      return false;
    }
    int start = j - word.length();
    return asciiWordAt(start, word) && !Character.isLetterOrDigit(at(start - 1));
  }

  /** Where up to two spaces just before {@code i} begin. */
  int afterSpacesBefore(int i) {
    int j = i;
    while (j > i - 2 && at(j - 1) == ' ') {
      j--;
    }
    return j;
  }

  /**
   * Where the identifier (ASCII letters, digits, {@code _}, {@code $}) that ends at {@code end}
   * starts, read no further back than {@code floor}.
   */
  int identifierStart(int end, int floor) {
    int i = end;
    while (i > floor && isAsciiIdentifierPart(at(i - 1))) {
      i--;
    }
    return i;
  }

  /** Whether {@code word} (ASCII lower case) is in {@code [start, end)}, in any case. */
  boolean hasWordIn(int start, int end, String word) {
    for (int k = start; k + word.length() <= end; k++) {
      if (asciiWordAt(k, word)) {
        return true;
      }
    }
    return false;
  }

  /** {@code word} (ASCII lower case) at {@code i}, in any case. */
  boolean asciiWordAt(int i, String word) {
    for (int k = 0; k < word.length(); k++) {
      if (AsciiChars.asciiLower(at(i + k)) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The noun {@code word} (ASCII lower case, any case in the text) at {@code i}, or its plural in
   * {@code s}, then no letter or digit ({@code file}, {@code files}, {@code URLs}).
   */
  boolean nounAt(int i, String word) {
    if (!asciiWordAt(i, word)) {
      return false;
    }
    int end = i + word.length();
    if (at(end) == 's') {
      end++;
    }
    return !Character.isLetterOrDigit(at(end));
  }

  /** Whether only indentation is between {@code i} and the start of its line, within context. */
  boolean lineStartsBefore(int i) {
    return lineStartsAt(blanksBefore(i, i - BEFORE));
  }

  /**
   * Whether {@code [start, end)} is alone on its line, but for blanks, within context (a list's
   * item, one per line).
   */
  boolean aloneOnItsLine(int start, int end) {
    if (!lineStartsBefore(start)) {
      return false;
    }
    int i = end;
    while (i < end + AFTER && AsciiChars.isBlank(at(i)) && isRead(i)) {
      i++;
    }
    return lineBreakAt(i);
  }

  /** The word {@code keyword}, as written, ending at {@code i}. */
  boolean keywordEndsAt(int i, String keyword) {
    int start = i - keyword.length();
    return sameAt(start, keyword) && !isAsciiIdentifierPart(at(start - 1));
  }

  /** The {@code length} chars at {@code i} the same as those at {@code j}, in the case written. */
  boolean sameCharsAt(int i, int j, int length) {
    for (int k = 0; k < length; k++) {
      if (at(i + k) != at(j + k)) {
        return false;
      }
    }
    return true;
  }

  /** {@code word} at {@code i}, in the case it is written in. */
  boolean sameAt(int i, String word) {
    for (int k = 0; k < word.length(); k++) {
      if (at(i + k) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /** {@code chars[from, to)} at {@code i}, in the case it is written in. */
  boolean sameAt(int i, char[] chars, int from, int to) {
    for (int k = from; k < to; k++) {
      if (at(i + k - from) != chars[k]) {
        return false;
      }
    }
    return true;
  }

  /** {@code chars[from, to)} at {@code i}, in any case of ASCII letters. */
  boolean sameAtInAnyCase(int i, char[] chars, int from, int to) {
    for (int k = from; k < to; k++) {
      if ((at(i + k - from) | 0x20) != (chars[k] | 0x20)) {
        return false;
      }
    }
    return true;
  }

  /** The chars read in {@code [from, to)}, as written. */
  String read(int from, int to) {
    char[] chars = new char[Math.max(0, to - from)];
    for (int i = 0; i < chars.length; i++) {
      chars[i] = at(from + i);
    }
    return new String(chars);
  }

  /**
   * Where the spaces and tabs just before {@code i} begin, going back no further than {@code
   * limit}.
   */
  int blanksBefore(int i, int limit) {
    while (i > limit && AsciiChars.isBlank(at(i - 1))) {
      i--;
    }
    return i;
  }

  /** Where the spaces and tabs from {@code i} on end, going no further than {@code limit}. */
  int blanksAfter(int i, int limit) {
    while (i < limit && AsciiChars.isBlank(at(i))) {
      i++;
    }
    return i;
  }
}
