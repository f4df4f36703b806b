package io.github.uts58.cli;

import io.github.uts58.core.Link;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.LinkType;
import io.github.uts58.lucene.Uts58Analyzer;
import java.io.Closeable;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntField;
import org.apache.lucene.document.SortedSetDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedSetDocValues;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * The on-disk Lucene index behind {@code bin/uts58 index|search|facets}: one document per log line,
 * the text analyzed by {@link Uts58Analyzer} and stored, and the line's links as exact keyword
 * fields with doc values for facets.
 */
final class LinkIndex {
  static final String MESSAGE = "message";
  static final String SOURCE = "source";
  static final String LINE = "line";

  /** Facet dimensions: field name and the --by name. */
  enum Facet {
    URL("url", LinkFacets.Facet.URL),
    HOST("host", LinkFacets.Facet.HOST),
    DOMAIN("domain", LinkFacets.Facet.DOMAIN),
    EMAIL("email", LinkFacets.Facet.EMAIL),
    EMAIL_DOMAIN("email-domain", LinkFacets.Facet.EMAIL_DOMAIN);

    final String cliName;
    final LinkFacets.Facet values;

    Facet(String cliName, LinkFacets.Facet values) {
      this.cliName = cliName;
      this.values = values;
    }

    String field() {
      return "link_" + name().toLowerCase(Locale.ROOT);
    }

    static Facet of(String cliName) {
      for (Facet f : values()) {
        if (f.cliName.equals(cliName)) {
          return f;
        }
      }
      return null;
    }
  }

  private final DetectionOptions settings;

  /** An index with the components' default detection. */
  LinkIndex() {
    this(DetectionOptions.defaults());
  }

  /** An index whose links are found, checked and faceted with {@code settings}. */
  LinkIndex(DetectionOptions settings) {
    this.settings = settings;
  }

  /** The canonical values of the links in a text, all facets together. */
  Collection<Set<String>> linkValues(String text) {
    return settings.values(text).values();
  }

  /** Writes documents; commit() makes everything added so far durable, atomically. */
  final class Writer implements Closeable {
    private final IndexWriter writer;
    private long links;

    Writer(Path dir) throws IOException {
      IndexWriterConfig config = new IndexWriterConfig(settings.analyzer());
      config.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
      config.setCommitOnClose(true);
      writer = new IndexWriter(FSDirectory.open(dir), config);
    }

    void add(String source, int line, String text) throws IOException {
      Document doc = new Document();
      doc.add(new TextField(MESSAGE, text, Field.Store.YES));
      doc.add(new StoredField(SOURCE, source));
      doc.add(new IntField(LINE, line, Field.Store.YES));
      Map<LinkFacets.Facet, Set<String>> values = settings.values(text);
      for (Facet f : Facet.values()) {
        for (String v : values.get(f.values)) {
          doc.add(new StringField(f.field(), v, Field.Store.NO));
          doc.add(new SortedSetDocValuesField(f.field(), new BytesRef(v)));
          links++;
        }
      }
      writer.addDocument(doc);
    }

    long links() {
      return links;
    }

    void commit() throws IOException {
      writer.commit();
    }

    @Override
    public void close() throws IOException {
      writer.close();
    }
  }

  Writer writer(Path dir) throws IOException {
    return new Writer(dir);
  }

  /** A search hit: where the line came from, its text, and its link value matched (if any). */
  record Hit(String source, int line, String text) {}

  /**
   * Exact link search when the query is one link (any spelling finds the same lines); otherwise the
   * query's words, analyzed like the messages, must all occur (as a phrase when several).
   */
  List<Hit> search(Path dir, String query, int limit) throws IOException {
    try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(dir))) {
      IndexSearcher searcher = new IndexSearcher(reader);
      Query q = toQuery(query);
      if (q == null) {
        return List.of();
      }
      Sort order = new Sort(SortField.FIELD_SCORE, new SortField(null, SortField.Type.DOC));
      List<Hit> hits = new ArrayList<>();
      for (ScoreDoc sd : searcher.search(q, Math.max(1, limit), order).scoreDocs) {
        Document d = searcher.storedFields().document(sd.doc);
        hits.add(
            new Hit(d.get(SOURCE), d.getField(LINE).numericValue().intValue(), d.get(MESSAGE)));
      }
      return hits;
    }
  }

  Query toQuery(String query) throws IOException {
    String trimmed = query.strip();
    List<Link> links = settings.detection.detector().detect(trimmed);
    if (links.size() == 1
        && links.get(0).start() == 0
        && links.get(0).end() == trimmed.length()
        && !links.get(0).truncated()) {
      Link link = links.get(0);
      Facet facet = link.type() == LinkType.EMAIL ? Facet.EMAIL : Facet.URL;
      return new TermQuery(
          new Term(facet.field(), settings.facets.normalizer().normalize(trimmed, link.type())));
    }
    List<String> terms = new ArrayList<>();
    try (Analyzer analyzer = settings.analyzer();
        TokenStream ts = analyzer.tokenStream(MESSAGE, new StringReader(trimmed))) {
      CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
      ts.reset();
      while (ts.incrementToken()) {
        terms.add(term.toString());
      }
      ts.end();
    }
    if (terms.isEmpty()) {
      return null;
    }
    if (terms.size() == 1) {
      return new TermQuery(new Term(MESSAGE, terms.get(0)));
    }
    PhraseQuery.Builder phrase = new PhraseQuery.Builder();
    for (String t : terms) {
      phrase.add(new Term(MESSAGE, t));
    }
    return new BooleanQuery.Builder().add(phrase.build(), BooleanClause.Occur.MUST).build();
  }

  /** A facet value and the number of lines that have it. */
  record Count(String value, long count) {}

  /** The top values of a facet over all lines: by count, then by value. */
  List<Count> facets(Path dir, Facet facet, int top) throws IOException {
    Map<String, Long> counts = new HashMap<>();
    try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(dir))) {
      for (LeafReaderContext leaf : reader.leaves()) {
        SortedSetDocValues values = leaf.reader().getSortedSetDocValues(facet.field());
        if (values == null) {
          continue;
        }
        long[] perOrd = new long[(int) values.getValueCount()];
        for (int doc = values.nextDoc();
            doc != SortedSetDocValues.NO_MORE_DOCS;
            doc = values.nextDoc()) {
          for (int i = 0; i < values.docValueCount(); i++) {
            perOrd[(int) values.nextOrd()]++;
          }
        }
        for (int ord = 0; ord < perOrd.length; ord++) {
          if (perOrd[ord] > 0) {
            counts.merge(values.lookupOrd(ord).utf8ToString(), perOrd[ord], Long::sum);
          }
        }
      }
    }
    return counts.entrySet().stream()
        .map(e -> new Count(e.getKey(), e.getValue()))
        .sorted(
            (a, b) ->
                a.count != b.count ? Long.compare(b.count, a.count) : a.value.compareTo(b.value))
        .limit(top)
        .toList();
  }

  static boolean exists(Path dir) throws IOException {
    return Files.isDirectory(dir) && DirectoryReader.indexExists(FSDirectory.open(dir));
  }

  static int count(Path dir) throws IOException {
    try (DirectoryReader reader = DirectoryReader.open(FSDirectory.open(dir))) {
      return reader.numDocs();
    }
  }
}
