package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * The display form of a link for bidirectional text, after PRI 185 "Option 1: Constant order": the
 * fields of a URL or email always appear left to right in their logical order, in LTR and RTL
 * paragraphs alike, while the characters inside a field keep normal bidi behaviour. The whole link
 * is isolated (LRI … PDI, the modern form of LRE … PDF), each field is fenced with LRM, and each
 * run of percent escapes is kept left-to-right (LRO … PDF).
 *
 * <p>Separators (PRI 185): "://" after a scheme; label separators in a domain; "/", "?", "#" after
 * a domain; "/" in a path; "?", "#" after a path; "=", "&" in a query; "#" after a query; "@" and
 * label separators in an email. Also ":" before a port and after {@code mailto}.
 */
public final class BidiDisplay {
  public static final char LRI = '\u2066';
  public static final char PDI = '\u2069';
  public static final char LRM = '\u200E';
  public static final char LRO = '\u202D';
  public static final char PDF = '\u202C';

  private BidiDisplay() {}

  /** A link cut into alternating fields and separators: fields at even indexes. */
  public static List<String> fields(String link, LinkType type) {
    List<String> parts = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    int i = 0;
    int n = link.length();
    int authority = UrlSplit.authorityStart(link);
    if (authority > 0) {
      int colon = link.indexOf(':');
      parts.add(link.substring(0, colon));
      parts.add(link.substring(colon, authority));
      i = authority;
    }
    // 0 host, 1 port, 2 path, 3 query, 4 fragment; an email's local part is in state 5
    int state = type == LinkType.EMAIL ? 5 : 0;
    while (i < n) {
      char c = link.charAt(i);
      String sep = null;
      switch (state) {
        case 5 -> {
          if (c == '@' && link.indexOf('@', i + 1) < 0) {
            sep = "@";
            state = 0;
          }
        }
        case 0, 1 -> {
          if (state == 0 && LinkCharIndex.isLabelSeparator(c)) {
            sep = String.valueOf(c);
          } else if (state == 0 && c == ':' && type == LinkType.URL) {
            sep = ":";
            state = 1;
          } else if (type == LinkType.URL && (c == '/' || c == '?' || c == '#')) {
            sep = String.valueOf(c);
            state = c == '/' ? 2 : c == '?' ? 3 : 4;
          }
        }
        case 2 -> {
          if (c == '/' || c == '?' || c == '#') {
            sep = String.valueOf(c);
            state = c == '/' ? 2 : c == '?' ? 3 : 4;
          }
        }
        case 3 -> {
          if (c == '=' || c == '&' || c == '#') {
            sep = String.valueOf(c);
            state = c == '#' ? 4 : 3;
          }
        }
        default -> {
          // the fragment has no separators
        }
      }
      if (sep != null) {
        parts.add(field.toString());
        parts.add(sep);
        field.setLength(0);
      } else {
        field.append(c);
      }
      i++;
    }
    parts.add(field.toString());
    return parts;
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
