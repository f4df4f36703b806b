package io.github.uts58.lucene;

import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import java.util.EnumMap;
import java.util.Map;

/** The UTS #58 §8 check settings, shared by the tokenizer, the links filter and the analyzer. */
public final class CheckOptions {
  /** Token type of the stacked token that marks a flagged link; its term is the check's name. */
  public static final String SUSPICIOUS_LINK_TYPE = "<SUSPICIOUS_LINK>";
  public static final String ADJUST_START = "adjust_start";

  private CheckOptions() {}

  /** The setting of a check, e.g. {@code check_invisible_character}: off, flag or reject. */
  public static String settingName(LinkCheck check) {
    return "check_" + check.settingName();
  }

  public static LinkChecker parse(ComponentArgs args) {
    Map<LinkCheck, LinkCheck.Mode> modes = new EnumMap<>(LinkCheck.class);
    for (LinkCheck check : LinkCheck.values()) {
      modes.put(check, args.choice(settingName(check), LinkCheck.Mode.class, LinkCheck.Mode.OFF));
    }
    return LinkChecker.of(modes, args.bool(ADJUST_START, false));
  }
}
