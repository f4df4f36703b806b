package io.github.uts58.cli;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import java.util.List;
import java.util.Locale;

/**
 * Facet counts as an aligned table with a proportional bar per row (East Asian wide chars count 2).
 */
final class FacetTable {
  private static final int BAR = 30;

  private FacetTable() {}

  static String render(String title, List<LinkIndex.Count> counts) {
    StringBuilder sb = new StringBuilder();
    if (counts.isEmpty()) {
      return sb.append("  (no ").append(title).append(" values)\n").toString();
    }
    int valueWidth = title.length();
    long max = 1;
    for (LinkIndex.Count c : counts) {
      valueWidth = Math.max(valueWidth, width(c.value()));
      max = Math.max(max, c.count());
    }
    int countWidth = Math.max(5, String.format(Locale.ROOT, "%,d", max).length());
    sb.append(String.format(Locale.ROOT, "  %" + countWidth + "s  ", "lines"))
        .append(pad(title, valueWidth))
        .append('\n');
    for (LinkIndex.Count c : counts) {
      int bar = (int) Math.max(1, Math.round((double) c.count() / max * BAR));
      sb.append(String.format(Locale.ROOT, "  %," + countWidth + "d  ", c.count()))
          .append(pad(c.value(), valueWidth))
          .append("  ")
          .append("█".repeat(bar))
          .append('\n');
    }
    return sb.toString();
  }

  private static String pad(String s, int width) {
    return s + " ".repeat(Math.max(0, width - width(s)));
  }

  static int width(String s) {
    int w = 0;
    for (int i = 0; i < s.length(); ) {
      int cp = s.codePointAt(i);
      i += Character.charCount(cp);
      int type = UCharacter.getType(cp);
      if (type == UCharacter.NON_SPACING_MARK
          || type == UCharacter.ENCLOSING_MARK
          || type == UCharacter.FORMAT) {
        continue;
      }
      int ea = UCharacter.getIntPropertyValue(cp, UProperty.EAST_ASIAN_WIDTH);
      w +=
          ea == UCharacter.EastAsianWidth.WIDE || ea == UCharacter.EastAsianWidth.FULLWIDTH ? 2 : 1;
    }
    return w;
  }
}
