package io.github.uts58.core;

import java.util.Arrays;

/**
 * The registrable domains a text has already linked beyond doubt, for {@link LookalikeHosts}: by a
 * scheme ({@code https://bit.ly/x}), a {@code www.} host, a {@code //} host after another scheme,
 * or an email address ({@code list-one@example.net}). A bare host under one of them later in the
 * same text is a link too ({@code bit.ly}, {@code Example.Net}, {@code mirror.example.ly} after
 * {@code https://secure.example.ly/}), whatever its TLD or letter case would suggest. One per
 * scanner, cleared for each new text; the last few domains only.
 *
 * <p>Every link with a scheme passes here, so adding costs one comparison when a text links the
 * same host again, and one pass over the host otherwise: each domain is kept with a hash read from
 * its end, so one pass over a host from its end finds every domain it is under.
 */
final class LinksInText {
  /** Enough for the sites a manual or a mail thread keeps referring to. */
  static final int DOMAINS = 64;

  /** Longer domains are not remembered (a host has at most 253 chars; a domain seldom 64). */
  static final int MAX_DOMAIN_LENGTH = 64;

  /** A host has at most 253 chars, and 255 with a trailing dot. */
  private static final int MAX_HOST_LENGTH = 255;

  private final char[][] domains = new char[DOMAINS][MAX_DOMAIN_LENGTH];
  private final int[] lengths = new int[DOMAINS];
  private final int[] hashes = new int[DOMAINS];
  private int count;
  private int next;

  /**
   * One bit for each domain's hash, mod 1024: most names a host is looked up under are no domain
   * remembered, and this says so in one read.
   */
  private final long[] filter = new long[FILTER_BITS / 64];

  private static final int FILTER_BITS = 1024;

  /** The host added last, in lower case ({@code -1}: none). */
  private final char[] lastHost = new char[MAX_HOST_LENGTH];

  private int lastHostLength = -1;

  /** Where registrable domains come from: the detector's list. */
  private final PublicSuffixList suffixes;

  LinksInText(PublicSuffixList suffixes) {
    this.suffixes = suffixes;
  }

  /** Links beyond doubt in the text so far, each time a host is linked. */
  private int linked;

  /** How many links beyond doubt the text has shown so far ({@link #add} calls). */
  int linked() {
    return linked;
  }

  void clear() {
    linked = 0;
    count = 0;
    next = 0;
    lastHostLength = -1;
    Arrays.fill(filter, 0);
  }

  /**
   * The host {@code text[hostStart, hostEnd)} was linked beyond doubt: its registrable domain is
   * remembered. Only ASCII hosts (the Public Suffix List is read in ASCII); a host that is itself a
   * public suffix ({@code co.uk}) shows no domain.
   */
  void add(char[] text, int hostStart, int hostEnd) {
    if (linked < Integer.MAX_VALUE) {
      linked++;
    }
    int length = hostEnd - hostStart;
    if (length == lastHostLength && sameName(lastHost, text, hostStart, hostEnd)) {
      return; // the common case: a text links the same site over and over
    }
    if (length > MAX_HOST_LENGTH) {
      return;
    }
    for (int i = 0; i < length; i++) {
      lastHost[i] = RecentNames.lowerCase(text[hostStart + i]);
    }
    lastHostLength = length;
    if (isUnderOne(text, hostStart, hostEnd)) {
      return;
    }
    if (!HostShape.isAscii(text, hostStart, hostEnd)) {
      return;
    }
    String domain = suffixes.registrableDomain(new String(lastHost, 0, length), false);
    if (domain == null || domain.length() > MAX_DOMAIN_LENGTH) {
      return;
    }
    char[] slot = domains[next];
    domain.getChars(0, domain.length(), slot, 0);
    lengths[next] = domain.length();
    hashes[next] = hashFromEnd(slot, 0, domain.length());
    boolean replaced = count == DOMAINS;
    next = (next + 1) % DOMAINS;
    count = Math.min(count + 1, DOMAINS);
    if (replaced) {
      Arrays.fill(filter, 0); // the oldest domain left: its bit may go
      for (int k = 0; k < count; k++) {
        setFilterBit(hashes[k]);
      }
    } else {
      setFilterBit(hashes[(next + DOMAINS - 1) % DOMAINS]);
    }
  }

  private void setFilterBit(int hash) {
    int bit = hash & (FILTER_BITS - 1);
    filter[bit >>> 6] |= 1L << bit;
  }

  /**
   * Whether the host {@code text[hostStart, hostEnd)}, in any case, is a domain remembered or a
   * name under one.
   */
  boolean isUnderOne(char[] text, int hostStart, int hostEnd) {
    if (count == 0) {
      return false;
    }
    // one pass from the end: at each label's start, the hash of the name from there
    int hash = 0;
    for (int i = hostEnd - 1; i >= hostStart; i--) {
      char c = text[i];
      if (LinkScanner.isLabelSeparator(c) && isDomain(hash, text, i + 1, hostEnd)) {
        return true;
      }
      hash = 31 * hash + RecentNames.lowerCase(c);
    }
    return isDomain(hash, text, hostStart, hostEnd);
  }

  private boolean isDomain(int hash, char[] text, int from, int to) {
    int bit = hash & (FILTER_BITS - 1);
    if ((filter[bit >>> 6] & (1L << bit)) == 0) {
      return false;
    }
    for (int k = 0; k < count; k++) {
      if (hashes[k] == hash && lengths[k] == to - from && sameName(domains[k], text, from, to)) {
        return true;
      }
    }
    return false;
  }

  private static boolean sameName(char[] name, char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (name[i - from] != RecentNames.lowerCase(text[i])) {
        return false;
      }
    }
    return true;
  }

  private static int hashFromEnd(char[] chars, int from, int to) {
    int hash = 0;
    for (int i = to - 1; i >= from; i--) {
      hash = 31 * hash + chars[i];
    }
    return hash;
  }
}
