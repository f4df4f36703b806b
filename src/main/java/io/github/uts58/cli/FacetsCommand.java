package io.github.uts58.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** {@code uts58 facets}: the most frequent links, hosts, registrable domains, emails. */
final class FacetsCommand implements Command {
  @Override
  public String name() {
    return "facets";
  }

  @Override
  public String synopsis() {
    return "facets --index DIR [--by url|host|domain|email|email-domain] [--top N] [--json]";
  }

  @Override
  public String summary() {
    return "the most frequent links, hosts, registrable domains, emails";
  }

  @Override
  public String details() {
    return """
        Counts lines per value (default --by host, --top 10), as an aligned table with a bar per row,
        or as JSON: [{"value": …, "count": …}, …].
        """;
  }

  @Override
  public List<String> flags() {
    return List.of("--json");
  }

  @Override
  public List<String> valued() {
    return List.of("--index", "--by", "--top");
  }

  @Override
  public int run(Arguments args, Terminal terminal) throws IOException {
    Path dir = args.existingIndex();
    String by = args.get("--by") == null ? "host" : args.get("--by");
    LinkIndex.Facet facet = LinkIndex.Facet.of(by);
    if (facet == null) {
      throw new Arguments.UsageException(
          "--by must be one of url, host, domain, email, email-domain; got '" + by + "'");
    }
    List<LinkIndex.Count> counts =
        new LinkIndex().facets(dir, facet, args.positiveInt("--top", 10));
    if (args.has("--json")) {
      StringBuilder sb = new StringBuilder("[");
      for (LinkIndex.Count c : counts) {
        sb.append(sb.length() > 1 ? "," : "")
            .append("{\"value\":")
            .append(Json.quote(c.value()))
            .append(",\"count\":")
            .append(c.count())
            .append('}');
      }
      terminal.out.println(sb.append(']'));
    } else {
      terminal.out.print(FacetTable.render(facet.cliName, counts));
    }
    return OK;
  }
}
