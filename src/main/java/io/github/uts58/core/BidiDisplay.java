package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The display form of a link for bidirectional text, after PRI 185 "Option 1: Constant order": the
 * fields of a URL or email always appear left to right in their logical order, in LTR and RTL
 * paragraphs alike, while the characters inside a field keep normal bidi behaviour. The whole link
 * is isolated (LRI … PDI, the modern form of LRE … PDF), each field is fenced with LRM, and each
 * run of percent escapes is kept left-to-right (LRO … PDF).
 *
 * <p>Separators (PRI 185): "://" after a scheme; label separators in a domain; "/", "?", "#" after
 * a domain; "/" in a path; "?", "#" after a path; "=", "&amp;" in a query; "#" after a query; "@"
 * and label separators in an email. Also ":" before a port and after {@code mailto}.
 */
public final class BidiDisplay {
  public static final char LRI = '\u2066';
  public static final char PDI = '\u2069';
  public static final char LRM = '\u200E';
  public static final char LRO = '\u202D';
  public static final char PDF = '\u202C';

  private BidiDisplay() {}

  /**
   * A link cut into alternating fields and separators: fields at even indexes. The URL's parts are
   * {@link UrlSplit}'s; this only cuts each part at the separators PRI 185 lists for it.
   */
  public static List<String> fields(String link, LinkType type) {
    List<String> parts = new ArrayList<>();
    int authority = UrlSplit.authorityStart(link);
    if (authority > 0) {
      int colon = link.indexOf(':');
      parts.add(link.substring(0, colon));
      parts.add(link.substring(colon, authority));
    }
    if (type == LinkType.EMAIL) {
      int at = link.lastIndexOf('@');
      parts.add(link.substring(authority, at));
      parts.add("@");
      addSplit(parts, link.substring(at + 1), LinkCharIndex::isLabelSeparator);
      return parts;
    }
    UrlSplit url = UrlSplit.of(link);
    String hostAndPort = link.substring(authority, url.pathStart());
    int colon = hostAndPort.indexOf(':');
    addSplit(
        parts,
        colon < 0 ? hostAndPort : hostAndPort.substring(0, colon),
        LinkCharIndex::isLabelSeparator);
    if (colon >= 0) {
      parts.add(":");
      parts.add(hostAndPort.substring(colon + 1));
    }
    int next = url.pathStart();
    if (url.path() != null) {
      parts.add("/");
      addSplit(parts, url.path(), c -> c == '/');
      next += 1 + url.path().length();
    }
    if (url.query() != null) {
      parts.add("?");
      addSplit(parts, url.query(), c -> c == '=' || c == '&');
      next += 1 + url.query().length();
    }
    if (next < link.length()) { // the fragment, directives included: no separators inside
      parts.add("#");
      parts.add(link.substring(next + 1));
    }
    return parts;
  }

  /** {@code text} as fields and the one-char separators between them. */
  private static void addSplit(List<String> parts, String text, IntPredicate isSeparator) {
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      if (isSeparator.test(text.charAt(i))) {
        parts.add(text.substring(start, i));
        parts.add(text.substring(i, i + 1));
        start = i + 1;
      }
    }
    parts.add(text.substring(start));
  }

  /** The display form: isolated, fields fenced with LRM, escape runs left-to-right. */
  public static String displayForm(String link, LinkType type) {
    List<String> parts = fields(link, type);
    StringBuilder out = new StringBuilder(link.length() + parts.size() * 2 + 2).append(LRI);
    for (int k = 0; k < parts.size(); k++) {
      if (k % 2 == 0) {
        out.append(LRM);
        appendField(out, parts.get(k));
        out.append(LRM);
      } else {
        out.append(parts.get(k));
      }
    }
    return out.append(PDI).toString();
  }

  private static void appendField(StringBuilder out, String field) {
    for (int i = 0; i < field.length(); ) {
      if (PercentDecoding.isEscape(field, i)) {
        out.append(LRO);
        while (PercentDecoding.isEscape(field, i)) {
          out.append(field, i, i + 3);
          i += 3;
        }
        out.append(PDF);
      } else {
        out.append(field.charAt(i++));
      }
    }
  }

  /** The text without the controls {@link #displayForm} adds. */
  public static String strip(String display) {
    StringBuilder sb = new StringBuilder(display.length());
    for (int i = 0; i < display.length(); i++) {
      char c = display.charAt(i);
      if (c != LRI && c != PDI && c != LRM && c != LRO && c != PDF) {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
