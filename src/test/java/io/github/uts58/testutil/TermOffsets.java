package io.github.uts58.testutil;

/** Expected offsets of terms that occur in a text in order, for assertAnalyzesTo. */
public final class TermOffsets {
  private TermOffsets() {}

  /** Where each term occurs, searching from the end of the previous one. */
  public static int[] starts(String text, String[] terms) {
    int[] starts = new int[terms.length];
    int from = 0;
    for (int i = 0; i < terms.length; i++) {
      starts[i] = text.indexOf(terms[i], from);
      if (starts[i] < 0) {
        throw new IllegalArgumentException(
            "[" + terms[i] + "] does not occur in [" + text + "] after " + from);
      }
      from = starts[i] + terms[i].length();
    }
    return starts;
  }

  public static int[] ends(String text, String[] terms) {
    int[] ends = starts(text, terms);
    for (int i = 0; i < terms.length; i++) {
      ends[i] += terms[i].length();
    }
    return ends;
  }
}
