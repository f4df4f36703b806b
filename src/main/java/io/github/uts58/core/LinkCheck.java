package io.github.uts58.core;

import java.util.Locale;

/** The higher-level checks of UTS #58 §8; each is off by default and then reports nothing. */
public enum LinkCheck {
  /**
   * The TLD is not syntactically valid (RZ-LGR): it has a digit, a hyphen, a CONTEXTJ or CONTEXTO
   * character, or is a single ASCII letter. Matters with a custom TLD list.
   */
  INVALID_TLD,
  /**
   * A host label has a character whose Identifier_Status is not Allowed (UTS #39), mixes scripts
   * beyond ICU's moderately restrictive level, or is a whole-script confusable of an ASCII label
   * (all Cyrillic "аррӏе" looks like "apple").
   */
  CONFUSABLE_HOST,
  /** The link contains a Bidi_Control or another Default_Ignorable (invisible) character. */
  INVISIBLE_CHARACTER;

  /** The name used in settings and in flags, e.g. {@code invisible_character}. */
  public String settingName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** What to do with a link that fails a check. */
  public enum Mode {
    OFF,
    /** Keep the link and report the reason. */
    FLAG,
    /** Drop the link (its text is then ordinary text). */
    REJECT
  }
}
