package io.github.uts58.bench;

import static io.github.uts58.lucene.segmentation.WordClassesAccess.DIGIT;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.EDGE;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.EXTEND;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.HANGUL;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.HEBREW_LETTER;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.HIRAGANA;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.IDEOGRAPHIC;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.KATAKANA;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.LETTER;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.SOUTHEAST_ASIAN;
import static io.github.uts58.lucene.segmentation.WordClassesAccess.SPACE;

import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.lucene.segmentation.WordClassesAccess;
import java.util.List;
import java.util.Locale;

/**
 * A count, not a timing, so the machine's noise does not enter it: of the whitespace-separated
 * chunks between links in each corpus, the share that {@code StandardWordSegmenter}'s fast path
 * takes (its words found, or its lack of words seen, without the JFlex scanner), by the segmenter's
 * rule and by the rule before this session's class table (letters below U+0530, ASCII digits, no
 * marks, brackets, quotes and sentence punctuation as the only edges). The rule is restated here as
 * the measurement's own oracle. Run: {@code mvn -B -q -Pbench test-compile exec:exec
 * -Dbench.main=io.github.uts58.bench.FastPathShare -Dbench.args="logs prose links nonlatin docs"}.
 */
public final class FastPathShare {
  /**
   * Kinds of chunk word besides a run of KATAKANA, HANGUL or SOUTHEAST_ASIAN (the class itself).
   */
  private static final int WORD = 100;

  private static final int SINGLES = 101;

  private FastPathShare() {}

  public static void main(String[] args) throws Exception {
    byte[] classes = WordClassesAccess.table();
    for (String corpus : args) {
      String text = Corpora.build(corpus, 10 << 20);
      List<Link> links = LinkDetector.getDefault().detect(text);
      long[] counts = new long[3]; // chunks, fast now, fast by the old rule
      int last = 0;
      for (int i = 0; i <= links.size(); i++) {
        int end = i < links.size() ? links.get(i).start() : text.length();
        count(text, last, end, classes, counts);
        if (i < links.size()) {
          last = links.get(i).end();
        }
      }
      System.out.printf(
          Locale.ROOT,
          "%-9s %,10d chunks between links; fast path: %5.1f %% (rule before this session: %5.1f %%)%n",
          corpus,
          counts[0],
          100.0 * counts[1] / counts[0],
          100.0 * counts[2] / counts[0]);
    }
  }

  private static void count(String text, int from, int to, byte[] classes, long[] counts) {
    int i = from;
    while (i < to) {
      while (i < to && classes[text.charAt(i)] == SPACE) {
        i++;
      }
      if (i >= to) {
        return;
      }
      int start = i;
      while (i < to && classes[text.charAt(i)] != SPACE) {
        i++;
      }
      counts[0]++;
      counts[1] += oneWord(text, start, i, classes, false) ? 1 : 0;
      counts[2] += oneWord(text, start, i, classes, true) ? 1 : 0;
    }
  }

  private static boolean oneWord(String text, int start, int end, byte[] classes, boolean oldRule) {
    int wordStart = -1;
    int wordEnd = -1;
    int kind = 0;
    boolean hebrew = false;
    boolean quote = false;
    for (int i = start; i < end; i++) {
      char ch = text.charAt(i);
      byte c = classes[ch];
      if (oldRule
          && (ch >= 0x530
              || c == EXTEND
              || (c == DIGIT && ch > '9')
              || (c == EDGE && "()[]{}\"'.,;:!?".indexOf(ch) < 0))) {
        return false;
      }
      if (c == EDGE) {
        wordEnd = wordStart >= 0 && wordEnd < 0 ? i : wordEnd;
        quote |= ch == '\'' || ch == '"';
        continue;
      }
      if (c == EXTEND) {
        if (kind != WORD || wordEnd >= 0) {
          return false;
        }
        continue;
      }
      int k =
          c == LETTER || c == DIGIT || c == HEBREW_LETTER
              ? WORD
              : c == IDEOGRAPHIC || c == HIRAGANA
                  ? SINGLES
                  : c == KATAKANA || c == HANGUL || c == SOUTHEAST_ASIAN ? c : -1;
      if (k < 0 || wordEnd >= 0 || (wordStart >= 0 && k != kind)) {
        return false;
      }
      if (wordStart < 0) {
        wordStart = i;
        kind = k;
      }
      hebrew |= c == HEBREW_LETTER;
    }
    return !(hebrew && quote); // a chunk of edge punctuation alone is skipped, no scanner either
  }
}
