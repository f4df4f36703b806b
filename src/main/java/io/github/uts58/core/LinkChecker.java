package io.github.uts58.core;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.SpoofChecker;
import com.ibm.icu.text.UnicodeSet;
import io.github.uts58.chars.LinkCharIndex;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The optional checks of UTS #58 §8, applied to links after detection, so conformance of the
 * detection itself is unchanged when they are off. Also the optional §8 start adjustment for
 * scheme-less domains glued to ideographic or complex-context text ("ウェブサイトはexample.com").
 * Immutable and thread-safe.
 */
public final class LinkChecker {
  private static final UnicodeSet INVISIBLE =
      new UnicodeSet("[[\\p{Bidi_Control}\\p{Default_Ignorable_Code_Point}]]").freeze();
  private static final UnicodeSet ALLOWED =
      new UnicodeSet("[\\p{Identifier_Status=Allowed}]").freeze();
  private static final UnicodeSet CONTEXT_JO =
      new UnicodeSet(
              "[\\u200C\\u200D\\u00B7\\u0375\\u05F3\\u05F4\\u30FB\\u0660-\\u0669\\u06F0-\\u06F9]")
          .freeze();
  private static final UnicodeSet IDEOGRAPHIC_OR_COMPLEX =
      new UnicodeSet("[[\\p{Line_Break=Ideographic}\\p{Line_Break=Complex_Context}]]").freeze();
  private static final SpoofChecker SPOOF =
      new SpoofChecker.Builder()
          .setRestrictionLevel(SpoofChecker.RestrictionLevel.MODERATELY_RESTRICTIVE)
          .setChecks(SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.MIXED_NUMBERS)
          .build();
  private static final SpoofChecker SKELETONS = new SpoofChecker.Builder().build();

  private final Map<LinkCheck, LinkCheck.Mode> modes;
  private final boolean adjustStart;

  private LinkChecker(Map<LinkCheck, LinkCheck.Mode> modes, boolean adjustStart) {
    this.modes = modes;
    this.adjustStart = adjustStart;
  }

  /** No checks and no adjustment: links pass unchanged. */
  public static LinkChecker none() {
    return new LinkChecker(new EnumMap<>(LinkCheck.class), false);
  }

  /**
   * @param modes the mode of each check (absent: off); @param adjustStart the §8 start adjustment
   */
  public static LinkChecker of(Map<LinkCheck, LinkCheck.Mode> modes, boolean adjustStart) {
    EnumMap<LinkCheck, LinkCheck.Mode> copy = new EnumMap<>(LinkCheck.class);
    copy.putAll(modes);
    return new LinkChecker(copy, adjustStart);
  }

  /** Whether nothing is checked or adjusted (callers can skip {@link #check}). */
  public boolean isNone() {
    return !adjustStart && modes.values().stream().allMatch(m -> m == LinkCheck.Mode.OFF);
  }

  /**
   * The outcome for one link: kept or rejected, its start (possibly moved), and the flags raised.
   */
  public record Verdict(boolean rejected, int start, Set<LinkCheck> flags) {
    /** The link as kept: its start (and host start) moved by the §8 adjustment, if it moved. */
    public Link kept(Link detected) {
      return start == detected.start()
          ? detected
          : new Link(
              start,
              detected.end(),
              detected.type(),
              Math.max(start, detected.hostStart()),
              detected.hostEnd(),
              detected.localPartStart(),
              detected.truncated());
    }

    /** The setting names of the checks raised (check_… without the prefix), in check order. */
    public List<String> flagNames() {
      List<String> names = new ArrayList<>(flags.size());
      for (LinkCheck c : flags) {
        names.add(c.settingName());
      }
      return names;
    }
  }

  /**
   * Checks the link {@code text[start, end)} found by detection (host in {@code [hostStart,
   * hostEnd)}); a start moved by the §8 adjustment must still end in one of {@code tlds}, the TLDs
   * detection used.
   */
  public Verdict check(CharSequence text, Link link, TopLevelDomains tlds) {
    int start = link.start();
    int hostStart = link.hostStart();
    if (adjustStart && link.type() == LinkType.URL && start == hostStart) {
      int moved = adjustedStart(text, hostStart, link.hostEnd());
      if (moved != start) {
        if (!tlds.contains(lastLabel(text, moved, link.hostEnd()))
            || !hasTwoLabels(text, moved, link.hostEnd())) {
          return new Verdict(true, start, Set.of());
        }
        start = moved;
        hostStart = moved;
      }
    }
    EnumSet<LinkCheck> failed = EnumSet.noneOf(LinkCheck.class);
    String host = text.subSequence(hostStart, link.hostEnd()).toString();
    if (on(LinkCheck.INVALID_TLD) && !validTld(host)) {
      failed.add(LinkCheck.INVALID_TLD);
    }
    if (on(LinkCheck.CONFUSABLE_HOST) && confusable(host)) {
      failed.add(LinkCheck.CONFUSABLE_HOST);
    }
    if (on(LinkCheck.INVISIBLE_CHARACTER)
        && INVISIBLE.containsSome(text.subSequence(start, link.end()))) {
      failed.add(LinkCheck.INVISIBLE_CHARACTER);
    }
    EnumSet<LinkCheck> flags = EnumSet.noneOf(LinkCheck.class);
    for (LinkCheck c : failed) {
      if (modes.get(c) == LinkCheck.Mode.REJECT) {
        return new Verdict(true, start, Set.of());
      }
      flags.add(c);
    }
    return new Verdict(false, start, flags);
  }

  private boolean on(LinkCheck check) {
    LinkCheck.Mode m = modes.get(check);
    return m != null && m != LinkCheck.Mode.OFF;
  }

  /**
   * §8: the start moves past the last place in the host where (Line_Break=Ideographic or
   * Complex_Context) changes between neighbouring characters (label separators are skipped).
   */
  static int adjustedStart(CharSequence text, int hostStart, int hostEnd) {
    int start = hostStart;
    Boolean previous = null;
    for (int i = hostStart; i < hostEnd; ) {
      int cp = Character.codePointAt(text, i);
      if (!LinkCharIndex.isLabelSeparator(cp)) {
        boolean kind = IDEOGRAPHIC_OR_COMPLEX.contains(cp);
        if (previous != null && previous != kind) {
          start = i;
        }
        previous = kind;
      }
      i += Character.charCount(cp);
    }
    return start;
  }

  private static String lastLabel(CharSequence text, int from, int to) {
    int end = to;
    while (end > from && LinkCharIndex.isLabelSeparator(text.charAt(end - 1))) {
      end--;
    }
    int s = end;
    while (s > from && !LinkCharIndex.isLabelSeparator(text.charAt(s - 1))) {
      s--;
    }
    return text.subSequence(s, end).toString();
  }

  private static boolean hasTwoLabels(CharSequence text, int from, int to) {
    for (int i = from + 1; i < to - 1; i++) {
      if (LinkCharIndex.isLabelSeparator(text.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  /** RZ-LGR syntax: no digits, hyphens, CONTEXTJ/CONTEXTO characters; not a single ASCII letter. */
  static boolean validTld(String host) {
    String tld = lastLabel(host, 0, host.length());
    String unicode = Idna.toUnicode(tld);
    String label = unicode != null ? unicode : tld;
    if (label.length() == 1 && label.charAt(0) < 0x80) {
      return false;
    }
    for (int i = 0; i < label.length(); ) {
      int cp = label.codePointAt(i);
      i += Character.charCount(cp);
      if (cp == '-' || UCharacter.isDigit(cp) || CONTEXT_JO.contains(cp)) {
        return false;
      }
    }
    return !label.isEmpty()
        && !(tld.length() > 4 && tld.regionMatches(true, 0, "xn--", 0, 4) && unicode == null);
  }

  /**
   * UTS #39: restricted characters, mixed scripts, or a whole-script confusable of an ASCII label.
   */
  static boolean confusable(String host) {
    String unicode = Idna.toUnicode(host);
    String h = unicode != null ? unicode : host;
    int from = 0;
    for (int i = 0; i <= h.length(); i++) {
      if (i == h.length() || LinkCharIndex.isLabelSeparator(h.charAt(i))) {
        String label = h.substring(from, i);
        from = i + 1;
        if (label.isEmpty()) {
          continue;
        }
        for (int k = 0; k < label.length(); ) {
          int cp = label.codePointAt(k);
          k += Character.charCount(cp);
          if (cp >= 0x80 && !ALLOWED.contains(cp)) {
            return true;
          }
        }
        if (SPOOF.failsChecks(label)) {
          return true;
        }
        if (wholeScriptConfusableWithAscii(label)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean wholeScriptConfusableWithAscii(String label) {
    boolean ascii = label.chars().allMatch(c -> c < 0x80);
    if (ascii) {
      return false;
    }
    String skeleton = SKELETONS.getSkeleton(label).toLowerCase(Locale.ROOT);
    if (!skeleton
        .chars()
        .allMatch(c -> (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
      return false;
    }
    // A label that is Latin already is not "whole-script" confusable with Latin.
    for (int k = 0; k < label.length(); ) {
      int cp = label.codePointAt(k);
      k += Character.charCount(cp);
      int script = UScript.getScript(cp);
      if (script == UScript.LATIN) {
        return false;
      }
    }
    return UCharacter.getIntPropertyValue(label.codePointAt(0), UProperty.SCRIPT) != UScript.COMMON;
  }
}
