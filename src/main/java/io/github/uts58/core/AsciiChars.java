package io.github.uts58.core;

/** The classes of chars {@link LookalikeHosts}'s evidence reads code and names by. */
final class AsciiChars {
  private AsciiChars() {}

  /** A straight double or single quote, which both open and close a string. */
  static boolean isQuote(char c) {
    return c == '"' || c == '\'';
  }

  static boolean isAsciiIdentifierPart(char c) {
    return isAsciiLetterOrDigit(c) || c == '_' || c == '$';
  }

  static boolean isLowerHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f');
  }

  static boolean isHexDigit(char c) {
    return isLowerHexDigit(c) || (c >= 'A' && c <= 'F');
  }

  static boolean isAsciiLetterOrDigit(char c) {
    return c < 0x80 && Character.isLetterOrDigit(c);
  }

  static boolean isAsciiLetter(char c) {
    return c < 0x80 && Character.isLetter(c);
  }

  /** A blank inside a line: a space or a tab. */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isAsciiUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }

  static boolean isAsciiLower(char c) {
    return c >= 'a' && c <= 'z';
  }

  /** {@code lowerWord} (ASCII lower case) at {@code text[i]}, in any case. */
  static boolean asciiWordAt(char[] text, int i, String lowerWord) {
    for (int k = 0; k < lowerWord.length(); k++) {
      if (asciiLower(text[i + k]) != lowerWord.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code c} in lower case if it is an ASCII capital, else itself: only letters fold, so {@code _}
   * and {@code @} stay themselves and no control char becomes punctuation.
   */
  static char asciiLower(char c) {
    return isAsciiUpper(c) ? (char) (c | 0x20) : c;
  }
}
