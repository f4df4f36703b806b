package io.github.uts58.core;

/**
 * The final URL parts of Table 3-3 (§3.5) with their initiator, terminator and clearStackOpen
 * sequences. Shared by detection (§3.5.1) and minimal escaping (§4.1).
 */
public enum UrlPart {
  PATH,
  QUERY,
  FRAGMENT,
  FRAGMENT_DIRECTIVE;

  /** The directive separator ":~:" (initiator of a fragment directive). */
  static final String DIRECTIVE = ":~:";

  /** The initiator string of this part. */
  public String initiator() {
    return switch (this) {
      case PATH -> "/";
      case QUERY -> "?";
      case FRAGMENT -> "#";
      case FRAGMENT_DIRECTIVE -> DIRECTIVE;
    };
  }

  static boolean directiveAt(char[] text, int i, int limit) {
    return i + 2 < limit && text[i] == ':' && text[i + 1] == '~' && text[i + 2] == ':';
  }

  /**
   * §4.1's precondition: the literal characters a value of this part carries percent-escaped
   * ("normal interior escaping"), besides the ':' of a literal ":~:" ({@link #escapesDirective}).
   */
  String escapedSyntax() {
    return switch (this) {
      case PATH -> "/?#";
      case QUERY -> "+#=&";
      case FRAGMENT -> "";
      case FRAGMENT_DIRECTIVE -> "&,";
    };
  }

  /** §4.1: only the fragment and its directives escape the first character of a literal ":~:". */
  boolean escapesDirective() {
    return this == FRAGMENT || this == FRAGMENT_DIRECTIVE;
  }

  /** The part whose initiator starts at {@code i}, or null. */
  static UrlPart initiatorAt(char[] text, int i, int limit) {
    return switch (text[i]) {
      case '/' -> PATH;
      case '?' -> QUERY;
      case '#' -> FRAGMENT;
      case ':' -> directiveAt(text, i, limit) ? FRAGMENT_DIRECTIVE : null;
      default -> null;
    };
  }

  /** Whether one of this part's terminators starts at {@code i}. */
  boolean terminatorAt(char[] text, int i, int limit) {
    char c = text[i];
    return switch (this) {
      case PATH -> c == '?' || c == '#';
      case QUERY -> c == '#';
      case FRAGMENT -> directiveAt(text, i, limit);
      case FRAGMENT_DIRECTIVE -> false;
    };
  }

  /** Length of the clearStackOpen element starting at {@code i}, or 0. */
  int clearStackAt(char[] text, int i, int limit) {
    char c = text[i];
    return switch (this) {
      case PATH -> c == '/' ? 1 : 0;
      case QUERY -> c == '=' || c == '&' ? 1 : 0;
      case FRAGMENT -> 0;
      case FRAGMENT_DIRECTIVE -> c == '&' || c == ',' ? 1 : directiveAt(text, i, limit) ? 3 : 0;
    };
  }
}
