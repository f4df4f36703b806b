package io.github.uts58.chars;

/** Values of the UTS #58 Link_Term property (§3.4.1). */
public enum LinkTerm {
  /** No stop before the character; it is included in the link. */
  INCLUDE,
  /** The link terminates before this character. */
  HARD,
  /** Terminates the link only when followed by Soft characters and then Hard or the end. */
  SOFT,
  /** Opening bracket, matched against a later Close character (Link_Bracket). */
  OPEN,
  /** Included when it matches the innermost Open character of the same part, else Hard. */
  CLOSE;

  private static final LinkTerm[] VALUES = values();

  /** The value with this {@link #ordinal()}; the index stores ordinals. */
  public static LinkTerm ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
