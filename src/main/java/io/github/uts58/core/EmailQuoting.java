package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import java.util.Locale;

/**
 * UTS #58 §5.3 Email Minimal Quoting: a local-part stays as it is when every character is
 * Link_Email and the dots are well placed (a dot-atom); otherwise, if RFC 6530 allows it as a
 * quoted string, it is enclosed in quotation marks with {@code "} and {@code \} backslash-escaped.
 */
public final class EmailQuoting {
  private EmailQuoting() {}

  /** Whether the local-part needs no quotes: Link_Email characters in dot-separated atoms. */
  public static boolean isDotAtom(String localPart) {
    if (localPart.isEmpty()
        || localPart.startsWith(".")
        || localPart.endsWith(".")
        || localPart.contains("..")) {
      return false;
    }
    return localPart.codePoints().allMatch(LinkCharIndex::isLinkEmail);
  }

  /**
   * The minimally quoted local-part.
   *
   * @throws IllegalArgumentException if the local-part cannot be written even quoted (it is empty
   *     or has a control character, which RFC 5322/6530 quoted strings exclude)
   */
  public static String quoteLocalPart(String localPart) {
    if (isDotAtom(localPart)) {
      return localPart;
    }
    if (localPart.isEmpty()) {
      throw new IllegalArgumentException("empty email local-part");
    }
    StringBuilder out = new StringBuilder(localPart.length() + 4).append('"');
    for (int i = 0; i < localPart.length(); ) {
      int cp = localPart.codePointAt(i);
      i += Character.charCount(cp);
      // qtext and quoted-pair: printable ASCII and space, and any non-ASCII except controls.
      if (cp < 0x20
          || cp == 0x7F
          || (cp >= 0x80 && cp <= 0x9F)
          || Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
        throw new IllegalArgumentException(
            String.format(
                Locale.ROOT,
                "email local-part has U+%04X, not allowed even in quotes: %s",
                cp,
                localPart));
      }
      if (cp == '"' || cp == '\\') {
        out.append('\\');
      }
      out.appendCodePoint(cp);
    }
    return out.append('"').toString();
  }

  /** {@code localPart@domain} with the local-part minimally quoted. */
  public static String format(String localPart, String domain) {
    return quoteLocalPart(localPart) + "@" + domain;
  }
}
