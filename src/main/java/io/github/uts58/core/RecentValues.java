package io.github.uts58.core;

import java.util.function.Function;

/**
 * A small direct-mapped memo of a function over strings, one per thread: text repeats its links
 * (the same hosts and URLs, line after line), so normalizing each distinct one once saves UTS #46
 * and Public Suffix List work. A slot holds the last key that hashed to it; null values are kept.
 */
final class RecentValues {
  private static final int SIZE = 512;

  private final Function<String, String> function;
  private final ThreadLocal<Slots> slots = ThreadLocal.withInitial(Slots::new);

  private static final class Slots {
    final String[] keys = new String[SIZE];
    final String[] values = new String[SIZE];
  }

  RecentValues(Function<String, String> function) {
    this.function = function;
  }

  String get(String key) {
    Slots s = slots.get();
    int h = key.hashCode();
    int i = (h ^ (h >>> 16)) & (SIZE - 1);
    if (key.equals(s.keys[i])) {
      return s.values[i];
    }
    String value = function.apply(key);
    s.keys[i] = key;
    s.values[i] = value;
    return value;
  }
}
