package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isAsciiLetterOrDigit;
import static io.github.uts58.core.AsciiChars.isBlank;
import static io.github.uts58.core.AsciiChars.isDigit;

/**
 * Evidence that a host is part of a drawing in letters, for {@link LookalikeHosts}: a game's map
 * (Crawl's levels, drawn in letters and dots: {@code bb.bb}, {@code xc.x.cx}, {@code
 * tt.tt.tt.tt.tt}) or ASCII art, whose glyphs run together into names under two-letter TLDs; or a
 * binary file's bytes read as text, whose chars run together so too.
 */
final class DrawingEvidence {
  private DrawingEvidence() {}

  /** A line of a drawing has at least this many glyphs, chars but blanks and digits. */
  static final int MIN_GLYPHS = 5;

  /** And at most this many different letters, in any case. */
  static final int MAX_LETTERS = 4;

  /** Glyphs beside the host that show its line alone to be drawn. */
  static final int MIN_GLYPHS_BESIDE = 3;

  /**
   * Whether the host's line, {@code [hostStart, end)} in it, is drawn, read whole: at least {@value
   * #MIN_GLYPHS} glyphs, one twice in a row ({@code bb}, {@code ..}; not code's {@code x = *
   * a.ie;}), at most {@value #MAX_LETTERS} different letters, all ASCII, and no word, a run of
   * letters with three different ones ({@code free.fr}, {@code the}, {@code MAP}); and it holds
   * {@value #MIN_GLYPHS_BESIDE} glyphs or more beside the host ({@code tt.tt@tt@tt.tt}; not a
   * number, {@code 45632\tbr0.fr}), or the line before or after it is drawn too, with a glyph no
   * host has ({@code ..}, {@code '}, {@code @}: a host alone on its line, {@code cc.bb}, beside
   * {@code c..Fb}; not a list of domains, one a line, {@code br0.fr}, then {@code bb.fr}).
   */
  static boolean inADrawing(TextAround around, int hostStart, int end) {
    // (most hosts hold a word, example.com: nothing more is read)
    int hostGlyphs = glyphs(around, hostStart, end, false);
    if (hostGlyphs < 0) {
      return false;
    }
    int lineStart = lineStart(around, hostStart);
    int lineEnd = lineEnd(around, end);
    if (lineStart == NOT_WHOLE || lineEnd == NOT_WHOLE) {
      return false;
    }
    int glyphs = glyphs(around, lineStart, lineEnd, true);
    if (glyphs < 0) {
      return false;
    }
    if (glyphs - hostGlyphs >= MIN_GLYPHS_BESIDE) {
      return true;
    }
    int previousEnd = lineStart - 1;
    if (around.at(previousEnd) == '\n' && around.at(previousEnd - 1) == '\r') {
      previousEnd--;
    }
    int previousStart = lineStart(around, previousEnd);
    if (previousStart != NOT_WHOLE && drawnBeside(around, previousStart, previousEnd)) {
      return true;
    }
    int nextStart =
        around.at(lineEnd) == '\r' && around.at(lineEnd + 1) == '\n' ? lineEnd + 2 : lineEnd + 1;
    int nextEnd = lineEnd(around, nextStart);
    return nextEnd != NOT_WHOLE && drawnBeside(around, nextStart, nextEnd);
  }

  /** The char a decoder puts for bytes that are no text in its charset. */
  static final char REPLACEMENT = '\uFFFD';

  /** A name in binary data has at most this many chars; its bytes run together by chance. */
  static final int MAX_BINARY_NAME = 8;

  /** How far from the name a replacement char is looked for, each side. */
  static final int BINARY_REACH = 8;

  /**
   * Whether the host {@code [hostStart, hostEnd)} is a run of a binary file's bytes read as text (a
   * compressed stream, an image, a PDF's objects): a short name ({@code J7.pr}, {@code 3.q.ar},
   * {@code IDATT.az}) with a replacement char within {@value #BINARY_REACH} chars on either side.
   * Text decoded in the wrong charset has replacement chars too, but around whole words, and names
   * as long as hosts are: {@code <p>�� ���� example.com�� gzip} stays a link.
   */
  static boolean inBinaryData(TextAround around, int hostStart, int hostEnd, int end) {
    return hostEnd - hostStart <= MAX_BINARY_NAME
        && replacementWithin(around, hostStart - BINARY_REACH, hostStart)
        && replacementWithin(around, end, end + BINARY_REACH);
  }

  private static boolean replacementWithin(TextAround around, int from, int to) {
    for (int i = from; i < to; i++) {
      if (around.at(i) == REPLACEMENT) {
        return true;
      }
    }
    return false;
  }

  /** A drawn line {@code [from, to)} beside the host's, with a glyph no host has. */
  private static boolean drawnBeside(TextAround around, int from, int to) {
    if (glyphs(around, from, to, true) < MIN_GLYPHS) {
      return false;
    }
    for (int i = from; i < to; i++) {
      char c = around.at(i);
      if ((c == '.' && around.at(i + 1) == '.')
          || (c != '.' && c != '-' && !isBlank(c) && !isAsciiLetterOrDigit(c))) {
        return true;
      }
    }
    return false;
  }

  private static final int NOT_WHOLE = Integer.MIN_VALUE;

  /** Where the line that holds {@code i} starts, if it is read from its start. */
  private static int lineStart(TextAround around, int i) {
    while (!around.lineStartsAt(i)) {
      if (!around.isRead(i - 1)) {
        return NOT_WHOLE;
      }
      i--;
    }
    return i;
  }

  /** Where the line that holds {@code i} ends, at a line break read. */
  private static int lineEnd(TextAround around, int i) {
    while (!around.lineBreakAt(i)) {
      if (!around.isRead(i)) {
        return NOT_WHOLE;
      }
      i++;
    }
    return i;
  }

  /**
   * The glyphs of {@code [from, to)}, drawn as a line of a drawing is, with one twice in a row if
   * {@code twiceInARow}; -1 if not.
   */
  private static int glyphs(TextAround around, int from, int to, boolean twiceInARow) {
    int glyphs = 0;
    int letters = 0; // a bit for each letter, a to z
    int run = 0; // the letters of the current run
    boolean doubled = false; // a glyph twice in a row: bb, .., ''
    for (int i = from; i < to; i++) {
      char c = around.at(i);
      doubled |= i > from && c == around.at(i - 1) && isGlyph(c); // (not 22 of 22.19%)
      if (c >= 0x80) {
        return -1;
      }
      int letter = (c | 0x20) - 'a';
      if (letter >= 0 && letter < 26) {
        letters |= 1 << letter;
        run |= 1 << letter;
        if (Integer.bitCount(run) >= 3) {
          return -1;
        }
      } else {
        run = 0;
      }
      if (isGlyph(c)) {
        glyphs++;
      }
    }
    return (doubled || !twiceInARow) && Integer.bitCount(letters) <= MAX_LETTERS ? glyphs : -1;
  }

  private static boolean isGlyph(char c) {
    return !isBlank(c) && !isDigit(c);
  }
}
