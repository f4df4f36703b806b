package io.github.uts58.lucene;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a component's parameters (Lucene SPI arguments, or OpenSearch settings flattened to
 * strings) with one set of names and checks. Every error names the component and the parameter;
 * {@link #finish()} rejects parameters nobody read, so a misspelt setting is an error, not a
 * silent default.
 */
public final class ComponentArgs {
  private final String component;
  private final Map<String, String> args;
  private final Set<String> known = new LinkedHashSet<>();

  public ComponentArgs(String component, Map<String, String> args) {
    this.component = component;
    this.args = args;
  }

  private IllegalArgumentException error(String name, String message) {
    return new IllegalArgumentException("[" + component + "] setting [" + name + "] " + message);
  }

  public String string(String name, String defaultValue) {
    known.add(name);
    String v = args.get(name);
    return v == null ? defaultValue : v;
  }

  public int integer(String name, int defaultValue, int min, int max) {
    String v = string(name, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      int value = Integer.parseInt(v.trim());
      if (value < min || value > max) {
        throw error(name, "must be between " + min + " and " + max + ", got [" + v + "]");
      }
      return value;
    } catch (NumberFormatException e) {
      throw error(name, "must be an integer, got [" + v + "]");
    }
  }

  public boolean bool(String name, boolean defaultValue) {
    String v = string(name, null);
    if (v == null) {
      return defaultValue;
    }
    return switch (v.trim().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw error(name, "must be true or false, got [" + v + "]");
    };
  }

  public <E extends Enum<E>> E choice(String name, Class<E> type, E defaultValue) {
    String v = string(name, null);
    if (v == null) {
      return defaultValue;
    }
    for (E e : type.getEnumConstants()) {
      if (e.name().equalsIgnoreCase(v.trim())) {
        return e;
      }
    }
    throw error(name, "must be one of " + names(type) + ", got [" + v + "]");
  }

  /** A list given as comma-separated values (OpenSearch arrays arrive flattened this way). */
  public <E extends Enum<E>> Set<E> choices(String name, Class<E> type, Set<E> defaultValue) {
    String v = string(name, null);
    if (v == null) {
      return defaultValue;
    }
    Set<E> result = new LinkedHashSet<>();
    for (String item : v.split(",")) {
      String t = item.trim();
      if (t.isEmpty()) {
        continue;
      }
      E found = null;
      for (E e : type.getEnumConstants()) {
        if (e.name().equalsIgnoreCase(t)) {
          found = e;
        }
      }
      if (found == null) {
        throw error(name, "has [" + t + "]; allowed values are " + names(type));
      }
      result.add(found);
    }
    return Collections.unmodifiableSet(result);
  }

  private static <E extends Enum<E>> List<String> names(Class<E> type) {
    List<String> names = new ArrayList<>();
    for (E e : type.getEnumConstants()) {
      names.add(e.name().toLowerCase(Locale.ROOT));
    }
    return names;
  }

  /** The parameter names read so far, in order (the component's settings, for documentation checks). */
  public Set<String> known() {
    return Collections.unmodifiableSet(known);
  }

  /** Fails if a parameter was given that no reader asked for. */
  public void finish() {
    Set<String> unknown = new TreeSet<>(args.keySet());
    unknown.removeAll(known);
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException(
          "[" + component + "] unknown setting" + (unknown.size() > 1 ? "s " : " ") + unknown
              + "; known settings are " + known);
    }
  }
}
