package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import io.github.uts58.chars.LinkTerm;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * UTS #58 §4 URL Minimal Escaping (UTS58-C2): percent-escapes in the path, query and fragment only
 * what would otherwise end or break the link when the URL stands in plain text.
 *
 * <p>Two entry points: {@link #format(UrlComponents)} takes the parts as unescaped values; {@link
 * #minimalEscape(String)} takes a URL string whose syntax characters inside parts are
 * percent-escaped (a fully-escaped URL, or a detected link), decodes what may be decoded and
 * re-escapes minimally. Escapes that are not valid UTF-8 are kept, as §4.1 asks.
 */
public final class MinimalEscaping {
  private static final int INCLUDE = LinkTerm.INCLUDE.ordinal();
  private static final int HARD = LinkTerm.HARD.ordinal();
  private static final int SOFT = LinkTerm.SOFT.ordinal();
  private static final int OPEN = LinkTerm.OPEN.ordinal();
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private MinimalEscaping() {}

  // ---- §4.1 on one part -------------------------------------------------------------------------

  /**
   * §4.1 step 2 for one part: appends {@code part}'s initiator and the minimally escaped {@code
   * text}, which must already have the part's interior syntax escaped (§4.1's precondition).
   */
  public static void appendPart(StringBuilder out, UrlPart part, String text, boolean lastPart) {
    out.append(part.initiator());
    char[] cps = text.toCharArray();
    int n = cps.length;
    int copiedAlready = 0;
    int[] openStack = new int[LinkScanner.STACK_LIMIT];
    int depth = 0;
    for (int i = 0; i < n; ) {
      int cp = Character.codePointAt(cps, i, n);
      int next = i + Character.charCount(cp);
      int lt =
          part.terminatorAt(cps, i, n) ? HARD : LinkCharIndex.termOrdinal(LinkCharIndex.flags(cp));
      if (part.clearStackAt(cps, i, n) > 0) {
        depth = 0;
      }
      boolean escape;
      if (lt == SOFT) {
        i = next;
        continue;
      } else if (lt == INCLUDE) {
        escape = false;
      } else if (lt == HARD) {
        escape = true;
      } else if (lt == OPEN) {
        escape = depth == LinkScanner.STACK_LIMIT;
        if (!escape) {
          openStack[depth++] = cp;
        }
      } else { // CLOSE
        int lastOpen = depth == 0 ? 0 : openStack[--depth];
        escape = LinkCharIndex.linkBracket(cp) != lastOpen;
      }
      out.append(cps, copiedAlready, i - copiedAlready);
      if (escape) {
        percentEscape(out, cp);
      } else {
        out.appendCodePoint(cp);
      }
      copiedAlready = next;
      i = next;
    }
    if (!lastPart) {
      out.append(cps, copiedAlready, n - copiedAlready);
    } else if (copiedAlready < n) {
      int lastCp = Character.codePointBefore(cps, n);
      int lastStart = n - Character.charCount(lastCp);
      out.append(cps, copiedAlready, lastStart - copiedAlready);
      percentEscape(out, lastCp);
    }
  }

  /** Appends the UTF-8 bytes of {@code cp} as %XX escapes (a lone surrogate as U+FFFD). */
  public static void percentEscape(StringBuilder out, int cp) {
    if (cp < 0x80) {
      appendByte(out, cp);
      return;
    }
    String s =
        Character.isSurrogate((char) cp) && cp <= 0xFFFF
            ? "\uFFFD"
            : new String(Character.toChars(cp));
    for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
      appendByte(out, b & 0xFF);
    }
  }

  /** Appends one byte as %XX. */
  static void appendByte(StringBuilder out, int b) {
    out.append('%').append(HEX[b >> 4]).append(HEX[b & 0xF]);
  }

  // ---- from unescaped values ------------------------------------------------------------------

  /** Minimally escaped URL from unescaped part values (scheme and host are copied as given). */
  public static String format(UrlComponents url) {
    StringBuilder out = new StringBuilder();
    out.append(url.scheme()).append(url.host());
    String path = url.path().isEmpty() ? null : joinEscaped(url.path(), "/", UrlPart.PATH);
    String query = null;
    if (!url.query().isEmpty()) {
      StringBuilder q = new StringBuilder();
      for (UrlComponents.Param p : url.query()) {
        if (q.length() > 0) {
          q.append('&');
        }
        escapeSyntax(q, p.key(), UrlPart.QUERY);
        if (p.value() != null) {
          q.append('=');
          escapeSyntax(q, p.value(), UrlPart.QUERY);
        }
      }
      query = q.toString();
    }
    String fragment = null;
    if (url.fragment() != null) {
      StringBuilder f = new StringBuilder();
      escapeSyntax(f, url.fragment(), UrlPart.FRAGMENT);
      fragment = f.toString();
    }
    String directives =
        url.directives().isEmpty()
            ? null
            : joinEscaped(url.directives(), UrlPart.DIRECTIVE, UrlPart.FRAGMENT_DIRECTIVE);
    appendParts(out, path, query, fragment, directives);
    return out.toString();
  }

  private static String joinEscaped(List<String> values, String separator, UrlPart part) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        sb.append(separator);
      }
      escapeSyntax(sb, values.get(i), part);
    }
    return sb.toString();
  }

  /**
   * Gives a value of {@code part} §4.1's interior escaping: its syntax characters, a '%' that would
   * read as an escape and, in the fragment and directives, the ':' that would start a literal
   * ":~:".
   */
  private static void escapeSyntax(StringBuilder out, String value, UrlPart part) {
    String syntax = part.escapedSyntax();
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (syntax.indexOf(c) >= 0
          || (c == '%' && isHex(value, i + 1) && isHex(value, i + 2))
          || (part.escapesDirective() && c == ':' && value.startsWith("~:", i + 1))) {
        appendByte(out, c);
      } else {
        out.append(c);
      }
    }
  }

  private static boolean isHex(CharSequence s, int i) {
    return i < s.length() && Character.digit(s.charAt(i), 16) >= 0 && s.charAt(i) < 0x80;
  }

  /**
   * Appends the parts that are present (non-null). §4.1 only formats non-empty parts; an empty part
   * that is present keeps its initiator, so no character of the input is lost.
   */
  private static void appendParts(
      StringBuilder out, String path, String query, String fragment, String directives) {
    String[] texts = {path, query, fragment, directives};
    UrlPart[] parts = UrlPart.values();
    int last = -1;
    for (int i = 0; i < texts.length; i++) {
      if (texts[i] != null) {
        last = i;
      }
    }
    for (int i = 0; i < texts.length; i++) {
      if (texts[i] != null) {
        appendPart(out, parts[i], texts[i], i == last);
      }
    }
  }

  // ---- from an escaped URL ----------------------------------------------------------------------

  /**
   * The minimally escaped form of a URL in which syntax characters inside parts are escaped: the
   * scheme and host are copied, the path, query, fragment and fragment directives are split on
   * their literal separators, decoded, and re-escaped by §4.1.
   */
  public static String minimalEscape(String url) {
    UrlSplit split = UrlSplit.of(url);
    StringBuilder out = new StringBuilder(url.length());
    out.append(url, 0, split.pathStart());
    appendParts(
        out,
        split.path() == null
            ? null
            : PercentDecoding.decodeKeepingSyntax(split.path(), UrlPart.PATH),
        split.query() == null
            ? null
            : PercentDecoding.decodeKeepingSyntax(split.query(), UrlPart.QUERY),
        split.fragment() == null
            ? null
            : PercentDecoding.decodeKeepingSyntax(split.fragment(), UrlPart.FRAGMENT),
        split.directives() == null
            ? null
            : PercentDecoding.decodeKeepingSyntax(split.directives(), UrlPart.FRAGMENT_DIRECTIVE));
    return out.toString();
  }
}
