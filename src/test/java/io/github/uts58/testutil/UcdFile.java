package io.github.uts58.testutil;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads Unicode data files of the form {@code 0000..007F ; field ; field # comment}. */
public final class UcdFile {
  /** One data line: an inclusive code point range and its fields after the first. */
  public record Entry(int start, int end, List<String> fields) {}

  private UcdFile() {}

  public static List<Entry> read(Path path) throws IOException {
    List<Entry> entries = new ArrayList<>();
    for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
      int hash = line.indexOf('#');
      String data = (hash >= 0 ? line.substring(0, hash) : line).trim();
      if (data.isEmpty()) {
        continue;
      }
      String[] parts = data.split(";", -1);
      String range = parts[0].trim();
      int dots = range.indexOf("..");
      int start = Integer.parseInt(dots < 0 ? range : range.substring(0, dots), 16);
      int end = dots < 0 ? start : Integer.parseInt(range.substring(dots + 2), 16);
      List<String> fields = new ArrayList<>();
      for (int i = 1; i < parts.length; i++) {
        fields.add(parts[i].trim());
      }
      entries.add(new Entry(start, end, fields));
    }
    return entries;
  }
}
