package io.github.uts58.core;

/**
 * The chars a scanner may read around its range as context, for {@link LookalikeHosts}: the range
 * itself, up to {@link #BEFORE} chars before it that a stream kept from its previous window, and
 * the text after the range's end that is already read (a stream's buffer). Outside of these, a
 * space. One per scanner; allocates nothing per char.
 */
final class TextAround {
  /**
   * The most chars of context read before a host, and after a link: a neighbour in the same
   * namespace ({@code java.io, java.util}), a diffstat's padding ({@code meson.build | 79}).
   */
  static final int BEFORE = 32;

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

  /** A new range {@code text[floor, end)} with no context before it. */
  void reset(char[] text, int floor, int end) {
    this.text = text;
    this.floor = floor;
    this.end = end;
    beforeLength = 0;
    endsText = false;
  }

  /**
   * Keeps the {@link #BEFORE} chars before {@code shift} of the current text, before a stream moves
   * them away.
   */
  void keepBefore(int shift) {
    int n = Math.min(BEFORE, shift - floor + beforeLength);
    for (int k = 1; k <= n; k++) {
      gathered[BEFORE - k] = at(shift - k); // may read the old context: gather apart, then swap
    }
    char[] old = before;
    before = gathered;
    gathered = old;
    beforeLength = n;
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
  }

  /** Chars in [limit, contextEnd) of the current text are context. */
  void extendTo(int contextEnd) {
    this.end = Math.max(end, contextEnd);
  }

  /** What is read ends where the text does: a line ends there ({@code return v.ch} at its end). */
  void endText() {
    endsText = true;
  }

  /**
   * Whether a line starts at {@code i}: after a line break, or at the start of the text (not known
   * past context a stream kept in full).
   */
  boolean lineStartsAt(int i) {
    if (lineBreakAt(i - 1)) {
      return true;
    }
    return i - 1 < floor - beforeLength && beforeLength < BEFORE;
  }

  /** A line break at {@code i}, a carriage return's or a line feed's, or the text's end. */
  boolean lineBreakAt(int i) {
    char c = at(i);
    return c == '\n' || c == '\r' || (endsText && i == end);
  }

  /** Whether the char at {@code i} is read, not the space outside of what is. */
  boolean isRead(int i) {
    return i >= floor - beforeLength && i < end;
  }

  char at(int i) {
    if (i >= floor) {
      return i < end ? text[i] : ' ';
    }
    int k = floor - i;
    return k <= beforeLength ? before[BEFORE - k] : ' ';
  }
}
