package io.github.uts58.core;

import java.util.Locale;

/**
 * The registrable domains a text has already linked beyond doubt, for {@link LookalikeHosts}: by a
 * scheme ({@code https://bit.ly/x}), a {@code www.} or {@code //} host, or an email address ({@code
 * list-one@example.net}). A bare host under one of them later in the same text is a link too
 * ({@code bit.ly}, {@code Example.Net}, {@code travis-ci.org} after {@code
 * https://secure.travis-ci.org/}), whatever its TLD or letter case would suggest. One per scanner,
 * cleared for each new text; the last few domains only.
 */
final class LinksInText {
  /** Enough for the sites a manual or a mail thread keeps referring to. */
  static final int DOMAINS = 64;

  /** Longer domains are not remembered (a host has at most 253 chars; a domain seldom 64). */
  static final int MAX_DOMAIN_LENGTH = 64;

  private final RecentNames domains = new RecentNames(DOMAINS, MAX_DOMAIN_LENGTH, true);

  void clear() {
    domains.clear();
  }

  /**
   * The host {@code text[hostStart, hostEnd)} was linked beyond doubt: its registrable domain is
   * remembered. Only ASCII hosts (the Public Suffix List is read in ASCII); a host that is itself a
   * public suffix ({@code co.uk}) shows no domain.
   */
  void add(char[] text, int hostStart, int hostEnd, PublicSuffixList suffixes) {
    if (isUnderOne(text, hostStart, hostEnd)) {
      return; // known: a text links the same sites over and over, so this is the common case
    }
    for (int i = hostStart; i < hostEnd; i++) {
      if (text[i] >= 0x80) {
        return;
      }
    }
    String host = new String(text, hostStart, hostEnd - hostStart).toLowerCase(Locale.ROOT);
    String domain = suffixes.registrableDomain(host, false);
    if (domain != null) {
      domains.add(text, hostEnd - domain.length(), hostEnd);
    }
  }

  /**
   * Whether the host {@code text[hostStart, hostEnd)}, in any case, is a domain remembered or a
   * name under one.
   */
  boolean isUnderOne(char[] text, int hostStart, int hostEnd) {
    if (domains.isEmpty()) {
      return false;
    }
    // the whole host, then each suffix that starts a label
    if (domains.contains(text, hostStart, hostEnd)) {
      return true;
    }
    for (int i = hostStart; i < hostEnd; i++) {
      if (LinkScanner.isLabelSeparator(text[i]) && domains.contains(text, i + 1, hostEnd)) {
        return true;
      }
    }
    return false;
  }
}
