package io.github.uts58.cli;

import io.github.uts58.core.BidiDisplay;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetector;
import java.io.IOException;
import java.util.List;

/** {@code uts58 display}: each line with its links in bidi-safe display form (PRI 185). */
final class DisplayCommand implements Command {
  @Override
  public String name() {
    return "display";
  }

  @Override
  public String synopsis() {
    return "display [--visible] [FILE...]";
  }

  @Override
  public String summary() {
    return "write each line with its links in bidi-safe display form (PRI 185)";
  }

  @Override
  public String details() {
    return """
        Writes each line with every link replaced by its display form for bidirectional text
        (PRI 185, option 1 "constant order"): the link isolated (LRI … PDI), each field fenced with
        LRM, percent-escape runs kept left-to-right (LRO … PDF); its fields then show left to right in
        both LTR and RTL paragraphs. --visible shows the invisible controls as <LRI> <PDI> <LRM> <LRO> <PDF>.
        """;
  }

  @Override
  public List<String> flags() {
    return List.of("--visible");
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    boolean visible = args.has("--visible");
    LinkDetector detector = LinkDetector.getDefault();
    terminal.eachLine(
        args.operands(),
        (source, number, line) -> {
          StringBuilder sb = new StringBuilder();
          int last = 0;
          for (Link link : detector.detect(line)) {
            sb.append(line, last, link.start())
                .append(BidiDisplay.displayForm(link.text(line), link.type()));
            last = link.end();
          }
          String shown = sb.append(line, last, line.length()).toString();
          terminal.out.println(
              visible
                  ? shown
                      .replace("\u2066", "<LRI>")
                      .replace("\u2069", "<PDI>")
                      .replace("\u200E", "<LRM>")
                      .replace("\u202D", "<LRO>")
                      .replace("\u202C", "<PDF>")
                  : shown);
        });
    return OK;
  }
}
