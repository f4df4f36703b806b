package io.github.uts58.eval;

import io.github.uts58.core.FileExtensions;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkScanner;
import io.github.uts58.core.LinkType;
import io.github.uts58.core.SchemelessLinks;
import io.github.uts58.core.TopLevelDomains;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * Precision and recall of each {@code schemeless_links} mode on real text ({@link InstalledText}),
 * against labels made by reading each candidate in its context.
 *
 * <ul>
 *   <li>{@code sample}: writes {@code target/eval/sample.tsv}, a deterministic sample of the
 *       scheme-less candidates (hosts without a scheme or {@code www.}, the only links the modes
 *       treat differently), each with its line, to label.
 *   <li>{@code evaluate}: reads the labels ({@code src/test/resources/eval/real-text-labels.tsv},
 *       keyed by source, line, offset and candidate) and prints precision and recall per mode, per
 *       category, per source and per set, and checks that every link with a scheme or {@code www.}
 *       and every email is found alike in every mode.
 *   <li>{@code holdout}: writes {@code target/eval/holdout.tsv}, a second sample drawn with another
 *       hash and without the labeled candidates (ids from 2000), labeled after the rules were
 *       fixed.
 *   <li>{@code holdout2}: writes {@code target/eval/holdout2.tsv}, a third sample (a third hash,
 *       labeled candidates left out, ids from 3000), labeled after the second set of rules was
 *       fixed.
 *   <li>{@code kept-sample}: writes {@code target/eval/kept-sample.tsv}, 250 of the scheme-less
 *       links precise mode keeps, drawn uniformly over all the text (ids from 4000): its precision
 *       is the mode's on the text as a whole, where the per-source samples weigh each source alike.
 *   <li>{@code kept-sample2}: another such sample (a fourth hash, ids from 5000), drawn after the
 *       rules its predecessor's errors led to were fixed.
 *   <li>{@code kept-sample3}: a third (a fifth hash, 400 links, ids from 6000), drawn after the
 *       second MIME database and the rules for file variants, versions and members were fixed.
 *   <li>{@code unseen-sample}, {@code unseen-candidates}; {@code unseen2-sample}, {@code
 *       unseen2-candidates}; {@code unseen3-sample}, {@code unseen3-candidates}; {@code
 *       unseen4-sample}, {@code unseen4-candidates}; {@code unseen5-sample}, {@code
 *       unseen5-candidates}; {@code unseen6-sample}, {@code unseen6-candidates}; {@code
 *       unseen7-sample}, {@code unseen7-candidates}; {@code unseen8-sample}, {@code
 *       unseen8-candidates}; … {@code unseen21-sample}, {@code unseen21-candidates}: the same from
 *       texts no rule was written from ({@link Text}).
 *   <li>{@code kept}, {@code kept-unseen} … {@code kept-unseen21}: writes {@code
 *       target/eval/COMMAND.tsv}, every scheme-less link precise mode keeps in that text, to
 *       compare two versions of the rules.
 *   <li>{@code labeled}: writes {@code target/eval/labeled.tsv}, every labeled candidate with its
 *       verdict, precise mode's decision and its line.
 * </ul>
 *
 * Each file is one text, read line by line ({@link LinkScanner#resetInSameText}): what its earlier
 * lines showed of files carries on, as in a field per line (a log's); the context read around a
 * host stops at its line. Run with {@code bin/eval-links COMMAND}; {@code evaluate --add-extensions
 * FILE} scores precise mode with more file extensions, {@code evaluate --whole-files} with each
 * file scanned as one value (a field per document: the context crosses line breaks).
 */
public final class RealTextEvaluation {
  static final Path LABELS = Path.of("src/test/resources/eval/real-text-labels.tsv");

  /**
   * The samples, each drawn with its own hash (salt) and labeled at its own time; a label's id
   * tells which it belongs to. {@code bin/eval-links COMMAND} draws one into {@code
   * target/eval/COMMAND.tsv}. The first ten are written out; each held-out text from the third on
   * gives two ({@link HeldOutText#samples}).
   *
   * @param command the command that draws it
   * @param salt what its hash is salted with
   * @param firstId its first label's id
   * @param quota how many to draw of each kind of line ({@link #KEPT}: of the links precise mode
   *     keeps, over all the text)
   * @param description its name in the report
   * @param tag its short name in the list of errors
   * @param text the text it is drawn from
   */
  record Sample(
      String command,
      String salt,
      int firstId,
      Map<String, Integer> quota,
      String description,
      String tag,
      Text text) {
    /** Read before the precise rules were written. */
    static final Sample DESIGN =
        new Sample(
            "sample",
            "",
            0,
            Map.of("copyright", 350, "changelog", 300, "news", 150, "man", 300, "log", 200),
            "design (read before the rules were written)",
            "",
            Text.INSTALLED);

    /** Drawn skipping labeled keys, and labeled, after the precise rules were fixed. */
    static final Sample HELD_OUT =
        new Sample(
            "holdout",
            "holdout:",
            2000,
            Map.of("copyright", 60, "changelog", 60, "news", 60, "man", 60, "log", 60),
            "held-out (labeled after the rules were fixed)",
            "held-out",
            Text.INSTALLED);

    /**
     * Drawn and labeled after the rules that the first held-out set's errors led to (file named as
     * one, ChangeLog subjects, diffstat, namespace neighbours, local parts, {@code Host:}) were
     * fixed.
     */
    static final Sample HELD_OUT_2 =
        new Sample(
            "holdout2",
            "holdout-2:",
            3000,
            Map.of("copyright", 60, "changelog", 60, "news", 60, "man", 60, "log", 60),
            "held-out 2 (labeled after the second rules were fixed)",
            "held-out 2",
            Text.INSTALLED);

    /**
     * Precision where the links are: drawn from the candidates the precise mode keeps, uniformly
     * over all the installed text (not per source), so its precision is that of the mode's
     * scheme-less links on this text as a whole; drawn and labeled after the rules reading a text's
     * file extensions, commit subjects and {@code (name):} were fixed.
     */
    static final Sample PRECISE_KEPT =
        new Sample(
            "kept-sample",
            "kept:",
            4000,
            Map.of(KEPT, 250),
            "precise links drawn uniformly (labeled after file-name TLDs were fixed)",
            "kept",
            Text.INSTALLED);

    /**
     * The same, with a fourth hash, drawn and labeled after the rules that the first one's errors
     * and the list of all kept links led to (a ChangeLog entry's list of files, the generic TLDs
     * after RFC 1591's as words) were fixed.
     */
    static final Sample PRECISE_KEPT_2 =
        new Sample(
            "kept-sample2",
            "kept-2:",
            5000,
            Map.of(KEPT, 250),
            "precise links drawn uniformly, 2 (labeled after entry files and word TLDs were fixed)",
            "kept 2",
            Text.INSTALLED);

    /**
     * The same, with a fifth hash and 400 links, drawn and labeled after the second MIME database
     * (shared-mime-info), backups and variants ({@code config.h.top}), versions and members were
     * fixed.
     */
    static final Sample PRECISE_KEPT_3 =
        new Sample(
            "kept-sample3",
            "kept-3:",
            6000,
            Map.of(KEPT, 400),
            "precise links drawn uniformly, 3 (labeled after shared-mime-info and file variants)",
            "kept 3",
            Text.INSTALLED);

    /**
     * Precision on text no rule was written from ({@link InstalledText#readUnseen}: manual pages of
     * sections 5, 7 and 8, README and like files): 200 of the links precise mode keeps there, drawn
     * and labeled after every rule of this round was fixed.
     */
    static final Sample UNSEEN_KEPT =
        new Sample(
            "unseen-sample",
            "unseen:",
            7000,
            Map.of(KEPT, 200),
            "precise links drawn uniformly from unseen text (man 5, 7, 8; README …)",
            "unseen",
            Text.UNSEEN);

    /**
     * Recall on that text: 100 scheme-less candidates of each of its two kinds, as UTS #58 finds
     * them, drawn and labeled with {@link #UNSEEN_KEPT}; scored apart from the per-source sets.
     */
    static final Sample UNSEEN_CANDIDATES =
        new Sample(
            "unseen-candidates",
            "unseen-candidates:",
            7500,
            Map.of(InstalledText.UNSEEN_MAN, 100, InstalledText.UNSEEN_DOCS_KIND, 100),
            "candidates drawn from unseen text (man 5, 7, 8; README …)",
            "unseen candidates",
            Text.UNSEEN);

    /**
     * Precision on a second text no rule was written from ({@link InstalledText#readUnseen2}: info
     * manuals, the packages' other documents), drawn and labeled after the rules remembering file
     * names and reading {@code ==} and code spans were fixed: 300 of the links precise mode keeps.
     */
    static final Sample UNSEEN_2_KEPT =
        new Sample(
            "unseen2-sample",
            "unseen-2:",
            8000,
            Map.of(KEPT, 300),
            "precise links drawn uniformly from the second unseen text (info, other documents)",
            "unseen 2",
            Text.UNSEEN_2);

    /** Recall there: 100 scheme-less candidates of each of its two kinds, as UTS #58 finds them. */
    static final Sample UNSEEN_2_CANDIDATES =
        new Sample(
            "unseen2-candidates",
            "unseen-2-candidates:",
            8500,
            Map.of(InstalledText.UNSEEN_2_INFO, 100, InstalledText.UNSEEN_2_DOCS, 100),
            "candidates drawn from the second unseen text (info, other documents)",
            "unseen 2 candidates",
            Text.UNSEEN_2);

    /** Every sample, in the order of their ids. */
    static final List<Sample> ALL = all();

    private static List<Sample> all() {
      List<Sample> all =
          new ArrayList<>(
              List.of(
                  DESIGN,
                  HELD_OUT,
                  HELD_OUT_2,
                  PRECISE_KEPT,
                  PRECISE_KEPT_2,
                  PRECISE_KEPT_3,
                  UNSEEN_KEPT,
                  UNSEEN_CANDIDATES,
                  UNSEEN_2_KEPT,
                  UNSEEN_2_CANDIDATES));
      for (HeldOutText held : HeldOutText.ALL) {
        all.addAll(held.samples());
      }
      return List.copyOf(all);
    }

    /** Drawn from what precise mode keeps, over all the text, rather than per source. */
    boolean keptOnly() {
      return quota.containsKey(KEPT);
    }

    /** The sample a label's id belongs to: the last one whose ids start at or below it. */
    static Sample of(int id) {
      Sample found = DESIGN;
      for (Sample s : ALL) {
        if (id >= s.firstId) {
          found = s;
        }
      }
      return found;
    }
  }

  /** Where lines come from. */
  @FunctionalInterface
  interface TextSource {
    void read(Consumer<InstalledText.Line> sink) throws Exception;
  }

  /**
   * The texts samples are drawn from: the one the rules were written from, and others that no rule
   * was written from when they were first read, each read after the rules before it were fixed.
   *
   * @param description its name in the report
   * @param keptCommand the command that writes every scheme-less link precise mode keeps in it
   * @param source its lines
   */
  record Text(String description, String keptCommand, TextSource source) {
    static final Text INSTALLED = new Text("all the text", "kept", InstalledText::read);
    static final Text UNSEEN =
        new Text("the unseen text", "kept-unseen", InstalledText::readUnseen);
    static final Text UNSEEN_2 =
        new Text("the second unseen text", "kept-unseen2", InstalledText::readUnseen2);

    /** Every text, the held-out ones fetched from Debian last. */
    static final List<Text> ALL = all();

    private static List<Text> all() {
      List<Text> all = new ArrayList<>(List.of(INSTALLED, UNSEEN, UNSEEN_2));
      for (HeldOutText held : HeldOutText.ALL) {
        all.add(held.text());
      }
      return List.copyOf(all);
    }
  }

  /**
   * A text held out, from the third on ({@link InstalledText#readUnseen3} to {@link
   * InstalledText#readUnseen6} on this machine, {@link InstalledText#UNSEEN_7} … fetched from
   * Debian's archive; each says what it holds and after which rules it was read): two samples of it
   * were drawn and labeled before any rule was written from it, {@code unseenN-sample}, links
   * precise mode keeps there drawn uniformly (precision), and {@code unseenN-candidates},
   * scheme-less candidates of each of its kinds as UTS #58 finds them (recall). Its number fixes
   * their hashes and ids; a new text is one more line in {@link #ALL}.
   *
   * @param number its number, 3 on
   * @param text the text
   * @param subject what it holds, in the report
   * @param kept how many links precise mode keeps to draw
   * @param candidates how many candidates to draw of each kind
   */
  record HeldOutText(
      int number, Text text, String subject, int kept, Map<String, Integer> candidates) {
    static HeldOutText of(
        int number,
        String ordinal,
        TextSource source,
        String subject,
        int kept,
        int perKind,
        String... kinds) {
      Map<String, Integer> candidates = new TreeMap<>();
      for (String kind : kinds) {
        candidates.put(kind, perKind);
      }
      Text text = new Text("the " + ordinal + " unseen text", "kept-unseen" + number, source);
      return new HeldOutText(number, text, subject, kept, Map.copyOf(candidates));
    }

    /**
     * A text fetched from Debian whose files are of the three usual kinds ({@link
     * InstalledText#kindsOf}): 200 of its kept links drawn, 40 candidates of each kind.
     */
    static HeldOutText fetched(int number, String ordinal, TextSource source, String subject) {
      return of(
          number,
          ordinal,
          source,
          subject + "; fetched from Debian",
          200,
          40,
          InstalledText.kindsOf(number));
    }

    static final List<HeldOutText> ALL =
        List.of(
            HeldOutText.of(
                3,
                "third",
                InstalledText::readUnseen3,
                "/etc, Perl, Python",
                300,
                60,
                InstalledText.UNSEEN_3_ETC,
                InstalledText.UNSEEN_3_PERL,
                InstalledText.UNSEEN_3_PYTHON),
            HeldOutText.of(
                4,
                "fourth",
                InstalledText::readUnseen4,
                "C, Python, Node.js, Vim",
                300,
                40,
                InstalledText.UNSEEN_4_C,
                InstalledText.UNSEEN_4_PYTHON,
                InstalledText.UNSEEN_4_NODE,
                InstalledText.UNSEEN_4_VIM),
            HeldOutText.of(
                5,
                "fifth",
                InstalledText::readUnseen5,
                "JDK, POMs, logs",
                250,
                40,
                InstalledText.UNSEEN_5_JDK,
                InstalledText.UNSEEN_5_POMS,
                InstalledText.UNSEEN_5_LOGS),
            HeldOutText.of(
                6,
                "sixth",
                InstalledText::readUnseen6,
                "dpkg status, tool output",
                250,
                60,
                InstalledText.UNSEEN_6_STATUS,
                InstalledText.UNSEEN_6_TOOLS),
            HeldOutText.of(
                7,
                "seventh",
                InstalledText.UNSEEN_7::read,
                "mail, chat, packaging documents fetched from Debian",
                250,
                60,
                InstalledText.UNSEEN_7_MAN,
                InstalledText.UNSEEN_7_DOCS,
                InstalledText.UNSEEN_7_OTHER),
            HeldOutText.of(
                8,
                "eighth",
                InstalledText.UNSEEN_8::read,
                "source code fetched from Debian",
                200,
                50,
                InstalledText.UNSEEN_8_CODE,
                InstalledText.UNSEEN_8_DOCS),
            HeldOutText.of(
                9,
                "ninth",
                InstalledText.UNSEEN_9::read,
                "server and tool documentation fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_9_MAN,
                InstalledText.UNSEEN_9_DOCS,
                InstalledText.UNSEEN_9_OTHER),
            HeldOutText.of(
                10,
                "tenth",
                InstalledText.UNSEEN_10::read,
                "network tools, version control, chat; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_10_MAN,
                InstalledText.UNSEEN_10_DOCS,
                InstalledText.UNSEEN_10_OTHER),
            HeldOutText.of(
                11,
                "eleventh",
                InstalledText.UNSEEN_11::read,
                "logs and log tools; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_11_LOGS,
                InstalledText.UNSEEN_11_DOCS,
                InstalledText.UNSEEN_11_OTHER),
            HeldOutText.of(
                12,
                "twelfth",
                InstalledText.UNSEEN_12::read,
                "news, mail, chat; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_12_MAN,
                InstalledText.UNSEEN_12_DOCS,
                InstalledText.UNSEEN_12_OTHER),
            HeldOutText.fetched(
                13,
                "thirteenth",
                InstalledText.UNSEEN_13::read,
                "bug reports and tickets, mail and chat servers"),
            HeldOutText.fetched(
                14,
                "fourteenth",
                InstalledText.UNSEEN_14::read,
                "web servers, certificates, DNS, monitoring, VPNs, cloud"),
            HeldOutText.fetched(
                15,
                "fifteenth",
                InstalledText.UNSEEN_15::read,
                "containers, configuration management, web applications, HTTP clients"),
            HeldOutText.of(
                16,
                "sixteenth",
                InstalledText.UNSEEN_16::read,
                "databases, SQL, statistics, plotting; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_16_MAN,
                InstalledText.UNSEEN_16_DOCS,
                InstalledText.UNSEEN_16_OTHER),
            HeldOutText.of(
                17,
                "seventeenth",
                InstalledText.UNSEEN_17::read,
                "languages, runtimes, numerics, media; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_17_MAN,
                InstalledText.UNSEEN_17_DOCS,
                InstalledText.UNSEEN_17_OTHER),
            HeldOutText.of(
                18,
                "eighteenth",
                InstalledText.UNSEEN_18::read,
                "system administration, security, network services; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_18_MAN,
                InstalledText.UNSEEN_18_DOCS,
                InstalledText.UNSEEN_18_OTHER),
            HeldOutText.of(
                19,
                "nineteenth",
                InstalledText.UNSEEN_19::read,
                "file transfer, backup, synchronisation, mail retrieval; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_19_MAN,
                InstalledText.UNSEEN_19_DOCS,
                InstalledText.UNSEEN_19_OTHER),
            HeldOutText.of(
                20,
                "twentieth",
                InstalledText.UNSEEN_20::read,
                "network libraries' source code; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_20_MAN,
                InstalledText.UNSEEN_20_DOCS,
                InstalledText.UNSEEN_20_OTHER),
            HeldOutText.of(
                21,
                "twenty-first",
                InstalledText.UNSEEN_21::read,
                "log collection and analysis; fetched from Debian",
                200,
                40,
                InstalledText.UNSEEN_21_MAN,
                InstalledText.UNSEEN_21_DOCS,
                InstalledText.UNSEEN_21_OTHER),
            HeldOutText.fetched(
                22,
                "twenty-second",
                InstalledText.UNSEEN_22::read,
                "feed readers, text browsers, URL pickers, HTTP, chat and mail clients"),
            HeldOutText.fetched(
                23,
                "twenty-third",
                InstalledText.UNSEEN_23::read,
                "mail and system services, their configuration"),
            HeldOutText.fetched(
                24,
                "twenty-fourth",
                InstalledText.UNSEEN_24::read,
                "web frameworks and application servers"),
            HeldOutText.fetched(
                25,
                "twenty-fifth",
                InstalledText.UNSEEN_25::read,
                "prose people wrote: fortune cookies in ten languages, the Jargon File"),
            HeldOutText.fetched(
                26,
                "twenty-sixth",
                InstalledText.UNSEEN_26::read,
                "everyday programs of desktops and servers"),
            HeldOutText.fetched(
                27,
                "twenty-seventh",
                InstalledText.UNSEEN_27::read,
                "booting, disks and hardware: boot loaders, file systems, firmware, the PCI and USB ID lists"),
            HeldOutText.fetched(
                28,
                "twenty-eighth",
                InstalledText.UNSEEN_28::read,
                "documents and typesetting: TeX, PostScript and PDF, groff, Texinfo, DocBook, Markdown and reStructuredText tools, spelling checkers"),
            HeldOutText.fetched(
                29,
                "twenty-ninth",
                InstalledText.UNSEEN_29::read,
                "desktops, graphics and sound: image and media tools, the X server, terminals, Wayland, window managers, toolkits' references"),
            HeldOutText.fetched(
                30,
                "thirtieth",
                InstalledText.UNSEEN_30::read,
                "science: computer algebra, scientific Python, bioinformatics, astronomy, data formats, geographic information, notebooks"),
            HeldOutText.fetched(
                31,
                "thirty-first",
                InstalledText.UNSEEN_31::read,
                "games and education: roguelikes, chess and go with their engines, strategy and simulation games, emulators, interactive fiction, tutors"),
            HeldOutText.fetched(
                32,
                "thirty-second",
                InstalledText.UNSEEN_32::read,
                "language toolchains and build tools: Go, Cargo, OCaml, Erlang, Lisp, Prolog, Lua, Forth, Nim, Vala, LLVM and Clang, CMake, Meson, Ninja, the GNU build system"),
            HeldOutText.fetched(
                33,
                "thirty-third",
                InstalledText.UNSEEN_33::read,
                "cryptography and security tools: TLS libraries, VPNs and tunnels, TLS scanners, OpenPGP, smart cards, integrity checkers, auditing, sandboxes, password crackers, penetration testing"),
            HeldOutText.fetched(
                34,
                "thirty-fourth",
                InstalledText.UNSEEN_34::read,
                "office and personal productivity: office suites' help, diagrams and plans, calendars and task lists, accounting, note-taking, genealogy"),
            HeldOutText.fetched(
                35,
                "thirty-fifth",
                InstalledText.UNSEEN_35::read,
                "media, streaming and voice: SIP and WebRTC, XMPP and MQTT, streaming servers, media servers, PipeWire, music tagging"),
            HeldOutText.fetched(
                36,
                "thirty-sixth",
                InstalledText.UNSEEN_36::read,
                "routing, addresses and links: routing daemons, DHCP and time, LLDP, Open vSwitch, Wi-Fi, load balancing, PowerDNS, network diagnostics, PPP, VPN clients"),
            HeldOutText.fetched(
                37,
                "thirty-seventh",
                InstalledText.UNSEEN_37::read,
                "languages, input methods and localization: input methods, spelling dictionaries, the console's keyboard, Unicode's data, translators' tools"),
            HeldOutText.fetched(
                38,
                "thirty-eighth",
                InstalledText.UNSEEN_38::read,
                "electronics and embedded systems: KiCad, debuggers and programmers, logic analysers, microcontrollers' C libraries and compilers, Arduino, serial consoles, circuit simulators, hardware description languages, QEMU's data"),
            HeldOutText.fetched(
                39,
                "thirty-ninth",
                InstalledText.UNSEEN_39::read,
                "desktop applications and their help: GNOME's user help, document viewers, editors, image viewers, players, maps, a web browser, a mail client, transfer and remote desktop clients"),
            HeldOutText.fetched(
                40,
                "fortieth",
                InstalledText.UNSEEN_40::read,
                "languages' and shells' references: Python's documentation, Bash's reference, Tk's manual pages"),
            HeldOutText.fetched(
                41,
                "forty-first",
                InstalledText.UNSEEN_41::read,
                "the kernel's and the C library's documentation: Linux's Documentation tree, system calls' manual pages, glibc's and binutils' manuals, strace, ltrace"),
            HeldOutText.fetched(
                42,
                "forty-second",
                InstalledText.UNSEEN_42::read,
                "clusters, high availability and virtualization: Xen's and Ganeti's documents, libvirt's reference, LXC, Docker, runc, Pacemaker, Corosync, DRBD, GlusterFS, Ceph, etcd, virt-install, Cockpit"),
            HeldOutText.fetched(
                43,
                "forty-third",
                InstalledText.UNSEEN_43::read,
                "Debian's packaging and archive tools: debhelper, debmake's guide, dh-make, git-buildpackage, quilt, sbuild, pbuilder, piuparts, dput-ng, reprepro, aptly, APT's documents"),
            HeldOutText.fetched(
                44,
                "forty-fourth",
                InstalledText.UNSEEN_44::read,
                "directory services, authentication and network file systems: OpenLDAP, 389 Directory Server, SSSD, nslcd, FreeIPA's client, Kerberos' user tools, Samba's client, CIFS and NFS utilities, autofs"),
            HeldOutText.fetched(
                45,
                "forty-fifth",
                InstalledText.UNSEEN_45::read,
                "functional languages and their build tools: Erlang's and GHC's documents, cabal-install, Haskell Stack, rebar3, opam, dune, OCaml, CHICKEN Scheme, Elm, Poly/ML, Hugs, Clojure"),
            HeldOutText.fetched(
                46,
                "forty-sixth",
                InstalledText.UNSEEN_46::read,
                "text editors and accessibility: Emacs' common files, Magit, Neovim's runtime, nano, JOE, JED, mg, Kakoune, micro, Geany; Orca, BRLTTY, Speech Dispatcher, eSpeak NG, Festival, Onboard, yasr"),
            HeldOutText.fetched(
                47,
                "forty-seventh",
                InstalledText.UNSEEN_47::read,
                "the JVM's documentation: OpenJDK 17's API documents, Ant's manual, Gradle, Commons Lang's API documents, Tomcat 10's and Jetty's documents, Groovy's and Ivy's"),
            HeldOutText.fetched(
                48,
                "forty-eighth",
                InstalledText.UNSEEN_48::read,
                "wikis, blogs and site generators, and light markup's tools: MediaWiki, ikiwiki, Hugo, Jekyll, Pelican, WordPress, Redmine, Zim, Gitit; Python's Markdown, cmark, Discount, Docutils, Sphinx's documents, txt2tags"),
            HeldOutText.fetched(
                49,
                "forty-ninth",
                InstalledText.UNSEEN_49::read,
                "package managers and the clients of languages' registries: npm, Yarn, pip, pipx, Poetry, setuptools, wheel, Twine, dh-python, Cargo, Composer, Bundler, Maven, Leiningen, Flatpak, snapd"),
            HeldOutText.fetched(
                50,
                "fiftieth",
                InstalledText.UNSEEN_50::read,
                "e-books and readers: calibre, FBReader, Foliate, Sigil, EPUBCheck, zathura, MuPDF's tools, Xpdf, PDFtk, ebook-speaker"),
            HeldOutText.fetched(
                51,
                "fifty-first",
                InstalledText.UNSEEN_51::read,
                "message brokers and task queues: RabbitMQ, NATS, Beanstalk, Gearman, py-amqp, amqp-tools, aio-pika, aiormq, kafka-python, redis-py, RQ, ZeroMQ, librdkafka, kcat, Qpid Proton, Paho MQTT, Pika, stomp.py"),
            HeldOutText.fetched(
                52,
                "fifty-second",
                InstalledText.UNSEEN_52::read,
                "metrics, monitoring and graphs: Prometheus and its exporters, Alertmanager, its Python client, Zabbix, Munin, the Monitoring Plugins, NRPE, SmokePing, MRTG, vnStat, darkstat, Graphite, InfluxDB"),
            HeldOutText.fetched(
                53,
                "fifty-third",
                InstalledText.UNSEEN_53::read,
                "version control beside git and the tools around it: Subversion, Fossil, Breezy, CVS, RCS, Gitolite, cgit, tig, Git LFS, GitHub's CLI, hub, python-gitlab, git-review, myrepos, etckeeper, git-crypt, gitk, git-cola, Meld, StGit, patchutils"),
            HeldOutText.fetched(
                54,
                "fifty-fourth",
                InstalledText.UNSEEN_54::read,
                "web servers, proxies and certificates' clients: Caddy, H2O, Apache Traffic Server, tinyproxy, sniproxy, mitmproxy, dehydrated, lego, uacme"),
            HeldOutText.fetched(
                55,
                "fifty-fifth",
                InstalledText.UNSEEN_55::read,
                "linters, formatters and static analysers: ShellCheck, Pylint, flake8, pyflakes, pycodestyle, pydocstyle, Black, isort, mypy, Bandit, Cppcheck, clang-tidy, ESLint, RuboCop, Perl::Critic, yamllint, codespell, licensecheck, splint, Artistic Style, Uncrustify"),
            HeldOutText.fetched(
                56,
                "fifty-sixth",
                InstalledText.UNSEEN_56::read,
                "amateur radio: Fldigi, flrig, Dire Wolf, Xastir, WSJT-X, Hamlib's tools, Gpredict, CHIRP, Tlf, CQRLOG, aprx, the AX.25 tools, QSSTV, TrustedQSL, KLog, xlog, SPLAT!, hamexam, soundmodem, LinPac, aprsdigi"),
            HeldOutText.fetched(
                57,
                "fifty-seventh",
                InstalledText.UNSEEN_57::read,
                "testing frameworks: pytest and its plugins, tox, nose2, Hypothesis, Coverage.py, testtools, mock, responses, freezegun, VCR.py, factory_boy, ddt, Behave, RSpec, Minitest, WebMock, VCR, Cucumber, Catch2, GoogleTest, JUnit, TestNG, Bats, shUnit2, Buildbot"),
            HeldOutText.fetched(
                58,
                "fifty-eighth",
                InstalledText.UNSEEN_58::read,
                "home automation, devices and power: python-miio, python-zeroconf, Avahi, knxd, LIRC, OpenZWave, OLA, Network UPS Tools, apcupsd, PyChromecast, zigpy, Bleak, BlueZ, triggerhappy, gpiozero, pymodbus, mbpoll"),
            HeldOutText.fetched(
                59,
                "fifty-ninth",
                InstalledText.UNSEEN_59::read,
                "printing, scanning and OCR: HPLIP, Gutenprint, cups-filters, cups-browsed, foomatic, system-config-printer, ipp-usb, Epson's ESC/P-R driver, LPRng, SANE's backends, sane-airscan, XSane, gscan2pdf, Tesseract"),
            HeldOutText.fetched(
                60,
                "sixtieth",
                InstalledText.UNSEEN_60::read,
                "terminal emulators and multiplexers: tmux, GNU Screen, kitty, Alacritty, foot, Byobu, Tilix, Terminator, Mosh, dvtm, Sakura, Tilda, Guake, zutty, mlterm, Xfce's and LXDE's terminals, Cool Retro Term, Yakuake"),
            HeldOutText.fetched(
                61,
                "sixty-first",
                InstalledText.UNSEEN_61::read,
                "data formats and their command-line tools: jq, yq, Miller, csvkit, VisiData, XMLStarlet, datamash, sc, libxml2's tools, tomlkit, gron, jo, JMESPath, PyYAML, html-xml-utils, csvtool, txt2html, tabulate"),
            HeldOutText.fetched(
                62,
                "sixty-second",
                InstalledText.UNSEEN_62::read,
                "search and indexing: Xapian's tools, Omega and bindings, Recoll, Namazu, Swish-e, plocate, Tracker, Sphinx, Groonga, Sonic, Whoosh"),
            HeldOutText.fetched(
                63,
                "sixty-third",
                InstalledText.UNSEEN_63::read,
                "fonts and typography tools: FontForge, fontTools, Fontconfig, Fontmatrix, gucharmap, ttfautohint, WOFF2, psautohint, LCDF Typetools, t1utils, BirdFont, Font Manager, freetype-py, sfnt2woff-zopfli, fontmake"),
            HeldOutText.fetched(
                64,
                "sixty-fourth",
                InstalledText.UNSEEN_64::read,
                "maps and GPS: gpsd, GPSBabel, Viking, FoxtrotGPS, Osmium, osm2pgsql, Mapnik's tools, Routino, QMapShack, geopy, pyproj, SpatiaLite, geojson, Folium, MapCache, Tilemaker, osmctools, Merkaartor, GPX Viewer, gpxpy, Rasterio, Fiona"),
            HeldOutText.fetched(
                65,
                "sixty-fifth",
                InstalledText.UNSEEN_65::read,
                "audio production and music: LMMS, Hydrogen, Qtractor, JACK and QjackCtl, Rosegarden, Frescobaldi, Csound, Pure Data, Guitarix, ZynAddSubFX, Yoshimi, Ecasound, mhWaveEdit, Sweep, Sonic Pi"),
            HeldOutText.fetched(
                66,
                "sixty-sixth",
                InstalledText.UNSEEN_66::read,
                "bioinformatics: BCFtools, bedtools, EMBOSS, seqtk, Bowtie 2, HISAT2, minimap2, MAFFT, MUSCLE, Clustal Omega, HMMER, Prodigal, Snakemake, Cutadapt, Kraken 2, SPAdes, Velvet"),
            HeldOutText.fetched(
                67,
                "sixty-seventh",
                InstalledText.UNSEEN_67::read,
                "passwords, keyrings and signatures: KeePassXC, gopass, Password Gorilla, kpcli, PyKeePass, pwgen, APG, GNOME Keyring, Seahorse, libsecret's tools, Password Safe, QtPass, pass-otp, OATH Toolkit, YubiKey Manager, Python's keyring, keyutils, signify, minisign"),
            HeldOutText.fetched(
                68,
                "sixty-eighth",
                InstalledText.UNSEEN_68::read,
                "network testing and simulation: Mininet, ns-3, iperf, Tcpreplay, tcptrace, Scapy, netsniff-ng, PackETH, Ostinato, dnsperf, Flent, hping3, nuttcp, FRRouting, VPCS, Open vSwitch"),
            HeldOutText.fetched(
                69,
                "sixty-ninth",
                InstalledText.UNSEEN_69::read,
                "spreadsheets and office data: Gnumeric, openpyxl, XlsxWriter, xlrd, odfpy, xlsx2csv, Tablib, unoconv, xlwt, Calligra Sheets"),
            HeldOutText.fetched(
                70,
                "seventieth",
                InstalledText.UNSEEN_70::read,
                "more languages' toolchains: Nim, Crystal, CLISP, ECL, Gambit, Ant, Jython"),
            HeldOutText.fetched(
                71,
                "seventy-first",
                InstalledText.UNSEEN_71::read,
                "chemistry and molecules: Open Babel, Avogadro, GROMACS, PyMOL, RDKit, Jmol, Psi4, ASE, MDAnalysis, Ghemical, XDrawChem"),
            HeldOutText.fetched(
                72,
                "seventy-second",
                InstalledText.UNSEEN_72::read,
                "backups and synchronisation: Borg, rsnapshot, Bacula, Unison, rdiff-backup, Backupninja, dar, Syncthing, duply, Back In Time, Burp, bup"),
            HeldOutText.fetched(
                73,
                "seventy-third",
                InstalledText.UNSEEN_73::read,
                "CAD and 3D printing: OpenSCAD, LibreCAD, MeshLab, Slic3r, PrusaSlicer, Cura, SolveSpace, Printrun, LeoCAD, numpy-stl, ADMesh"),
            HeldOutText.fetched(
                74,
                "seventy-fourth",
                InstalledText.UNSEEN_74::read,
                "astronomy: Stellarium, KStars, Xplanet, Skyfield, Siril, Gnuastro"),
            HeldOutText.fetched(
                75,
                "seventy-fifth",
                InstalledText.UNSEEN_75::read,
                "virtual machines, containers and system images: libvirt's clients, virt-manager, LXD, libguestfs' tools, vmdb2, debootstrap, mmdebstrap, schroot"),
            HeldOutText.fetched(
                76,
                "seventy-sixth",
                InstalledText.UNSEEN_76::read,
                "games and game engines: Ren'Py, LÖVE, Godot, pygame, Minetest, Freeciv's server"),
            HeldOutText.fetched(
                77,
                "seventy-seventh",
                InstalledText.UNSEEN_77::read,
                "static analysis of C and C++: Flawfinder, Sparse, clang-tidy, Frama-C, Coccinelle, Vera++, include-what-you-use"),
            HeldOutText.fetched(
                78,
                "seventy-eighth",
                InstalledText.UNSEEN_78::read,
                "mail clients: Alpine, Claws Mail, Sylpheed, Evolution, mblaze, mu4e, OfflineIMAP, imapfilter"),
            HeldOutText.fetched(
                79,
                "seventy-ninth",
                InstalledText.UNSEEN_79::read,
                "plotting: gnuplot's data, Grace, Veusz, seaborn, ploticus, LabPlot"),
            HeldOutText.fetched(
                80,
                "eightieth",
                InstalledText.UNSEEN_80::read,
                "finance and accounting: GnuCash's data, hledger, Beancount, HomeBank, ofxparse, Grisbi, ledger-autosync"),
            HeldOutText.fetched(
                81,
                "eighty-first",
                InstalledText.UNSEEN_81::read,
                "firewalls and packet filters: ferm, Shorewall, firewalld, ipset, conntrack, arptables, ebtables, OpenSnitch, Arno's firewall, FireHOL, fwknop"),
            HeldOutText.fetched(
                82,
                "eighty-second",
                InstalledText.UNSEEN_82::read,
                "IRC bots, scripts and XMPP clients: Limnoria, Eggdrop, irssi's scripts, python-irc, ii, sic, Poezio, slixmpp"),
            HeldOutText.fetched(
                83,
                "eighty-third",
                InstalledText.UNSEEN_83::read,
                "Go libraries for the web, databases and configuration: Gorilla's mux and WebSocket, Gin, testify, logrus, urfave/cli, yaml.v3, the MySQL and PostgreSQL drivers, Prometheus' client, x/net"),
            HeldOutText.fetched(
                84,
                "eighty-fourth",
                InstalledText.UNSEEN_84::read,
                "Perl's web frameworks, templates and object systems: Dancer2, Catalyst, Plack, Moose, DBIx::Class, DBD::Pg, the Template Toolkit, WWW::Mechanize"),
            HeldOutText.fetched(
                85,
                "eighty-fifth",
                InstalledText.UNSEEN_85::read,
                "photography: darktable, RawTherapee, gThumb, Hugin, digiKam, Geeqie, Entangle, gPhoto2"),
            HeldOutText.fetched(
                86,
                "eighty-sixth",
                InstalledText.UNSEEN_86::read,
                "Rust crates for networking and command lines: Serde, Tokio, reqwest, clap, hyper, rustls, tracing"),
            HeldOutText.fetched(
                87,
                "eighty-seventh",
                InstalledText.UNSEEN_87::read,
                "Emacs packages: Projectile, Company, Flycheck, markdown-mode, YASnippet, Helm, lsp-mode"),
            HeldOutText.fetched(
                88,
                "eighty-eighth",
                InstalledText.UNSEEN_88::read,
                "Ruby gems for the web, mail and databases: Nokogiri, Thor, HTTParty, Sequel, Mail, Net::SSH, Excon, redis-rb"),
            HeldOutText.fetched(
                89,
                "eighty-ninth",
                InstalledText.UNSEEN_89::read,
                "Node.js utility libraries: Lodash, Commander, yargs, Moment, request, chalk, debug"),
            HeldOutText.fetched(
                90,
                "ninetieth",
                InstalledText.UNSEEN_90::read,
                "curl and download tools: libcurl's manual pages, curl, axel"),
            HeldOutText.fetched(
                91,
                "ninety-first",
                InstalledText.UNSEEN_91::read,
                "weather and climate data: GrADS, NCO, ncview, netCDF4, xarray, cftime, XyGrib, weather-util"),
            HeldOutText.fetched(
                92,
                "ninety-second",
                InstalledText.UNSEEN_92::read,
                "PHP libraries: Symfony's Console, Guzzle, Monolog, Twig, Laravel, phpseclib, CommonMark"),
            HeldOutText.fetched(
                93,
                "ninety-third",
                InstalledText.UNSEEN_93::read,
                "system monitors in the terminal: Glances, btop, nmon, atop, iotop, bpytop, s-tui"),
            HeldOutText.fetched(
                94, "ninety-fourth", InstalledText.UNSEEN_94::read, "genealogy: LifeLines"),
            HeldOutText.fetched(
                95,
                "ninety-fifth",
                InstalledText.UNSEEN_95::read,
                "Java libraries' API documents: jsoup, Commons IO, Codec and Validator, JSch, JavaMail, Logback, the PostgreSQL JDBC driver, JmDNS, dnssecjava"),
            HeldOutText.fetched(
                96,
                "ninety-sixth",
                InstalledText.UNSEEN_96::read,
                "video download and streaming: yt-dlp, youtube-dl, streamlink, gallery-dl"),
            HeldOutText.fetched(
                97,
                "ninety-seventh",
                InstalledText.UNSEEN_97::read,
                "machine learning and statistics: scikit-learn, statsmodels, gensim, XGBoost, joblib, scikit-image"),
            HeldOutText.fetched(
                98,
                "ninety-eighth",
                InstalledText.UNSEEN_98::read,
                "Haskell libraries' documents: aeson, http-client, Warp, lens, network-uri"),
            HeldOutText.fetched(
                99,
                "ninety-ninth",
                InstalledText.UNSEEN_99::read,
                "Lua libraries: LuaSocket, LuaSec, Penlight, LPeg, lua-cjson, lua-http, LDoc, busted"),
            HeldOutText.fetched(
                100,
                "hundredth",
                InstalledText.UNSEEN_100::read,
                "URL and domain libraries: tldextract, publicsuffix2, yarl, furl, hyperlink, idna, validators, rfc3986, uritemplate, w3lib, urlwatch, HTTrack"),
            HeldOutText.fetched(
                101,
                "hundred-and-first",
                InstalledText.UNSEEN_101::read,
                "Fediverse and Matrix clients: toot, Mastodon.py, Nheko, matrix-nio, weechat-matrix"),
            HeldOutText.fetched(
                102,
                "hundred-and-second",
                InstalledText.UNSEEN_102::read,
                "HTML parsing and scraping: Beautiful Soup, html5lib, lxml, mechanize, parsel, readability, cssselect, htmlmin"),
            HeldOutText.fetched(
                103,
                "hundred-and-third",
                InstalledText.UNSEEN_103::read,
                "DNS lookup and reconnaissance tools: BIND's dig, kdig, ldns' drill, dnsdiag, dnstwist, DNSRecon, Fierce, dnsenum, Sublist3r, python-whois"),
            HeldOutText.fetched(
                104,
                "hundred-and-fourth",
                InstalledText.UNSEEN_104::read,
                "cloud command lines and SDKs: kubectl, the AWS CLI, boto3, OpenStack's clients, s3cmd, Apache Libcloud, google-auth, the Kubernetes Python client"),
            HeldOutText.fetched(
                105,
                "hundred-and-fifth",
                InstalledText.UNSEEN_105::read,
                "mail authentication: OpenDKIM's tools, OpenDMARC, dkimpy, pyspf, the Postfix SPF policy server, Mail::DKIM, Mail::SPF, spfquery, authres"),
            HeldOutText.fetched(
                106,
                "hundred-and-sixth",
                InstalledText.UNSEEN_106::read,
                "spam filters, greylisting and virus scanning: Bogofilter, Vipul's Razor, Pyzor, policyd-weight, SpamProbe, CRM114, SQLgrey, ClamAV"),
            HeldOutText.fetched(
                107,
                "hundred-and-seventh",
                InstalledText.UNSEEN_107::read,
                "R packages for the web, documents and text: httr, curl, xml2, jsonlite, R Markdown, knitr, stringr, lubridate, Shiny"),
            HeldOutText.fetched(
                108,
                "hundred-and-eighth",
                InstalledText.UNSEEN_108::read,
                "JavaScript libraries for the browser: Bootstrap, D3, Leaflet, highlight.js, Chart.js, Vue, Underscore, Moment"),
            HeldOutText.fetched(
                109,
                "hundred-and-ninth",
                InstalledText.UNSEEN_109::read,
                "the GNOME platform's API references: GLib, libsoup, GTK 4"),
            HeldOutText.fetched(
                110,
                "hundred-and-tenth",
                InstalledText.UNSEEN_110::read,
                "mailing lists and their archives: public-inbox, mlmmj, listadmin, mb2md, email-validator, Email::Address::XS, Email::Valid"),
            HeldOutText.fetched(
                111,
                "hundred-and-eleventh",
                InstalledText.UNSEEN_111::read,
                "Perl's mail modules: Mail::Box, Mail::Message, Email::MIME, Email::Simple, Email::Sender, Mail::Sendmail, MIME-tools"),
            HeldOutText.fetched(
                112,
                "hundred-and-twelfth",
                InstalledText.UNSEEN_112::read,
                "log watchers and web log analysis: Analog, logcheck, SSHGuard, CCZE, grok"),
            HeldOutText.fetched(
                113,
                "hundred-and-thirteenth",
                InstalledText.UNSEEN_113::read,
                "browser extensions that block trackers: uBlock Origin with its filter lists, Privacy Badger"),
            HeldOutText.fetched(
                114,
                "hundred-and-fourteenth",
                InstalledText.UNSEEN_114::read,
                "Tor's companions: OnionShare, Nyx, obfs4proxy, Onion Circuits, Stem"),
            HeldOutText.fetched(
                115,
                "hundred-and-fifteenth",
                InstalledText.UNSEEN_115::read,
                "clients of forges, CI servers and code review: tea, python-jenkins, PyGithub, pygerrit2"),
            HeldOutText.fetched(
                116,
                "hundred-and-sixteenth",
                InstalledText.UNSEEN_116::read,
                "address books and calendars: abook, khard, vobject, caldav, Radicale"),
            HeldOutText.fetched(
                117,
                "hundred-and-seventeenth",
                InstalledText.UNSEEN_117::read,
                "bibliographies and citations: the Citation Style Language's styles, JabRef, bibtexparser, Xapers"),
            HeldOutText.fetched(
                118,
                "hundred-and-eighteenth",
                InstalledText.UNSEEN_118::read,
                "MediaWiki's clients and parsers: mwclient, mwparserfromhell"),
            HeldOutText.fetched(
                119,
                "hundred-and-nineteenth",
                InstalledText.UNSEEN_119::read,
                "webmail and groupware: SOGo, Roundcube's plugins, aiosmtpd"),
            HeldOutText.fetched(
                120,
                "hundred-and-twentieth",
                InstalledText.UNSEEN_120::read,
                "OAuth, JWT and social login libraries: OAuthLib, Requests-OAuthlib, PyJWT, Authlib, social-auth-core"),
            HeldOutText.fetched(
                121,
                "hundred-and-twenty-first",
                InstalledText.UNSEEN_121::read,
                "single sign-on servers: SimpleSAMLphp"),
            HeldOutText.fetched(
                122,
                "hundred-and-twenty-second",
                InstalledText.UNSEEN_122::read,
                "remote shells and tunnels over SSH: AsyncSSH, sshuttle, autossh, sshpass, Fabric, ClusterSSH, pssh, scp.py"),
            HeldOutText.fetched(
                123,
                "hundred-and-twenty-third",
                InstalledText.UNSEEN_123::read,
                "IP geolocation and address calculators: GeoIP2, libmaxminddb's tools, GeoIP's tools, netaddr, ipcalc, sipcalc, maxminddb"),
            HeldOutText.fetched(
                124,
                "hundred-and-twenty-fourth",
                InstalledText.UNSEEN_124::read,
                "SOAP and web services: Zeep, SOAP::Lite, Suds, Spyne"),
            HeldOutText.fetched(
                125,
                "hundred-and-twenty-fifth",
                InstalledText.UNSEEN_125::read,
                "notebooks: nbconvert, ipywidgets, nbformat, Jupyter Server"),
            HeldOutText.fetched(
                126,
                "hundred-and-twenty-sixth",
                InstalledText.UNSEEN_126::read,
                "Django's applications: django-allauth, CORS headers, extensions, filters, REST framework, OAuth toolkit, debug toolbar, Celery beat"),
            HeldOutText.fetched(
                127,
                "hundred-and-twenty-seventh",
                InstalledText.UNSEEN_127::read,
                "Debian's mirrors and package caches: apt-mirror, apt-cacher-ng, debmirror, approx"),
            HeldOutText.fetched(
                128,
                "hundred-and-twenty-eighth",
                InstalledText.UNSEEN_128::read,
                "web application firewalls: the OWASP Core Rule Set, ModSecurity, CrowdSec"),
            HeldOutText.fetched(
                129,
                "hundred-and-twenty-ninth",
                InstalledText.UNSEEN_129::read,
                "QR codes, bar codes and bookmarks: qrencode, ZBar's tools, python-qrcode, buku"),
            HeldOutText.fetched(
                130,
                "hundred-and-thirtieth",
                InstalledText.UNSEEN_130::read,
                "Node.js middleware and proxies: http-proxy, cors, body-parser, cookie-parser, serve-static, morgan, compression"),
            HeldOutText.fetched(
                131,
                "hundred-and-thirty-first",
                InstalledText.UNSEEN_131::read,
                "Python's web servers: Tornado, Waitress, Werkzeug, Hypercorn, Uvicorn, Cheroot"),
            HeldOutText.fetched(
                132,
                "hundred-and-thirty-second",
                InstalledText.UNSEEN_132::read,
                "web consoles, chat gateways and link checkers: Cockpit, BitlBee, the W3C's link checker"),
            HeldOutText.fetched(
                133,
                "hundred-and-thirty-third",
                InstalledText.UNSEEN_133::read,
                "Python's build backends and environments: Flit, Hatchling, build, virtualenv"),
            HeldOutText.fetched(
                134,
                "hundred-and-thirty-fourth",
                InstalledText.UNSEEN_134::read,
                "Ruby's package tools: Bundler, RubyGems"),
            HeldOutText.fetched(
                135,
                "hundred-and-thirty-fifth",
                InstalledText.UNSEEN_135::read,
                "shell completion: bash-completion"),
            HeldOutText.fetched(
                136,
                "hundred-and-thirty-sixth",
                InstalledText.UNSEEN_136::read,
                "security support's limits: debian-security-support"),
            HeldOutText.fetched(
                137,
                "hundred-and-thirty-seventh",
                InstalledText.UNSEEN_137::read,
                "JavaScript bundlers and minifiers: webpack, Terser, UglifyJS"),
            HeldOutText.fetched(
                138,
                "hundred-and-thirty-eighth",
                InstalledText.UNSEEN_138::read,
                "mail filters, sieve scripts and tagging: maildrop, mailfilter, sieve-connect, sievelib, afew, alot"),
            HeldOutText.fetched(
                139,
                "hundred-and-thirty-ninth",
                InstalledText.UNSEEN_139::read,
                "mailing list servers: Sympa"),
            HeldOutText.fetched(
                140,
                "hundred-and-fortieth",
                InstalledText.UNSEEN_140::read,
                "remote desktops: TigerVNC's viewer, X2Go's client"),
            HeldOutText.fetched(
                141,
                "hundred-and-forty-first",
                InstalledText.UNSEEN_141::read,
                "medical imaging: DCMTK, pydicom"),
            HeldOutText.fetched(
                142,
                "hundred-and-forty-second",
                InstalledText.UNSEEN_142::read,
                "parallel computing in Python: Dask"),
            HeldOutText.fetched(
                143,
                "hundred-and-forty-third",
                InstalledText.UNSEEN_143::read,
                "web vulnerability scanners and softphones: Wapiti, Linphone"),
            HeldOutText.fetched(
                144,
                "hundred-and-forty-fourth",
                InstalledText.UNSEEN_144::read,
                "service checks and HTTP load testing: the Monitoring Plugins, Siege"),
            HeldOutText.fetched(
                145,
                "hundred-and-forty-fifth",
                InstalledText.UNSEEN_145::read,
                "text-mode web browsers and XMPP libraries: Lynx, ELinks, aioxmpp, Babel"),
            HeldOutText.fetched(
                146,
                "hundred-and-forty-sixth",
                InstalledText.UNSEEN_146::read,
                "Python's small web frameworks: Bottle, CherryPy, Pyramid, Falcon"),
            HeldOutText.fetched(
                147,
                "hundred-and-forty-seventh",
                InstalledText.UNSEEN_147::read,
                "BitTorrent clients: Transmission, rTorrent, Deluge, qBittorrent, CTorrent"),
            HeldOutText.fetched(
                148,
                "hundred-and-forty-eighth",
                InstalledText.UNSEEN_148::read,
                "small web servers, Gopher and Gemini: lighttpd, webfs, mini_httpd, Gophernicus, Amfora"),
            HeldOutText.fetched(
                149,
                "hundred-and-forty-ninth",
                InstalledText.UNSEEN_149::read,
                "authoritative DNS and resolvers: Knot DNS, Knot Resolver"),
            HeldOutText.fetched(
                150,
                "hundred-and-fiftieth",
                InstalledText.UNSEEN_150::read,
                "SNMP and LDAP clients: Net-SNMP's tools, PySNMP, ldap3"),
            HeldOutText.fetched(
                151,
                "hundred-and-fifty-first",
                InstalledText.UNSEEN_151::read,
                "mail utilities, a news cache and a pastebin client: GNU Mailutils, Leafnode, pastebinit"),
            HeldOutText.fetched(
                152,
                "hundred-and-fifty-second",
                InstalledText.UNSEEN_152::read,
                "linkifiers and Markdown parsers: Bleach, linkify-it-py, markdown-it, Autolinker.js, mistune, marked, url-parse, uritools, mdurl"),
            HeldOutText.fetched(
                153,
                "hundred-and-fifty-third",
                InstalledText.UNSEEN_153::read,
                "HTTP benchmarking and web statistics: ab, wrk, httperf, AWFFull"),
            HeldOutText.fetched(
                154,
                "hundred-and-fifty-fourth",
                InstalledText.UNSEEN_154::read,
                "an IRC server: InspIRCd"),
            HeldOutText.fetched(
                155,
                "hundred-and-fifty-fifth",
                InstalledText.UNSEEN_155::read,
                "proxies for programs: libproxy's tools, ProxyChains-NG, redsocks"),
            HeldOutText.fetched(
                156,
                "hundred-and-fifty-sixth",
                InstalledText.UNSEEN_156::read,
                "Python's HTTP client libraries: httplib2, PycURL, requests-toolbelt, aioresponses"),
            HeldOutText.fetched(
                157,
                "hundred-and-fifty-seventh",
                InstalledText.UNSEEN_157::read,
                "WebSocket and HTTP clients: websocket-client, websockets, rest-client, Got"),
            HeldOutText.fetched(
                158,
                "hundred-and-fifty-eighth",
                InstalledText.UNSEEN_158::read,
                "small mail transfer agents and their graphs: Courier MTA, nullmailer, DMA, esmtp, Mailgraph"),
            HeldOutText.fetched(
                159,
                "hundred-and-fifty-ninth",
                InstalledText.UNSEEN_159::read,
                "a system logger: rsyslog"),
            HeldOutText.fetched(
                160,
                "hundred-and-sixtieth",
                InstalledText.UNSEEN_160::read,
                "flow export and traffic capture: nfdump, fprobe, tcpflow, ngrep, httpry"),
            HeldOutText.fetched(
                161,
                "hundred-and-sixty-first",
                InstalledText.UNSEEN_161::read,
                "bandwidth monitors: iftop, NetHogs, bmon"),
            HeldOutText.fetched(
                162,
                "hundred-and-sixty-second",
                InstalledText.UNSEEN_162::read,
                "interception and sniffing: SSLsplit, dsniff"),
            HeldOutText.fetched(
                163,
                "hundred-and-sixty-third",
                InstalledText.UNSEEN_163::read,
                "URL filtering and DNS tunnels: squidGuard, iodine"),
            HeldOutText.fetched(
                164,
                "hundred-and-sixty-fourth",
                InstalledText.UNSEEN_164::read,
                "CI job definitions: Jenkins Job Builder"),
            HeldOutText.fetched(
                165,
                "hundred-and-sixty-fifth",
                InstalledText.UNSEEN_165::read,
                "data validation in Python: pydantic, marshmallow"),
            HeldOutText.fetched(
                166,
                "hundred-and-sixty-sixth",
                InstalledText.UNSEEN_166::read,
                "command-line search and listing tools: ripgrep, fd, bat, exa"),
            HeldOutText.fetched(
                167,
                "hundred-and-sixty-seventh",
                InstalledText.UNSEEN_167::read,
                "Perl's HTTP clients: libwww-perl, HTTP::Tiny"),
            HeldOutText.fetched(
                168,
                "hundred-and-sixty-eighth",
                InstalledText.UNSEEN_168::read,
                "Python's command lines and terminal output: Click, Rich, Typer"),
            HeldOutText.fetched(
                169,
                "hundred-and-sixty-ninth",
                InstalledText.UNSEEN_169::read,
                "Python's logging and error reporting: structlog, Loguru, the Sentry SDK"),
            HeldOutText.fetched(
                170,
                "hundred-and-seventieth",
                InstalledText.UNSEEN_170::read,
                "a search engine's client: the Python Elasticsearch client"),
            HeldOutText.fetched(
                171,
                "hundred-and-seventy-first",
                InstalledText.UNSEEN_171::read,
                "a chat client's core: WeeChat"),
            HeldOutText.fetched(
                172,
                "hundred-and-seventy-second",
                InstalledText.UNSEEN_172::read,
                "a TLS proxy and a VPN server: Hitch, ocserv"),
            HeldOutText.fetched(
                173,
                "hundred-and-seventy-third",
                InstalledText.UNSEEN_173::read,
                "IPsec: Libreswan"),
            HeldOutText.fetched(
                174,
                "hundred-and-seventy-fourth",
                InstalledText.UNSEEN_174::read,
                "mailing list management: Mailman 3"),
            HeldOutText.fetched(
                175,
                "hundred-and-seventy-fifth",
                InstalledText.UNSEEN_175::read,
                "mail hosting administration: PostfixAdmin"),
            HeldOutText.fetched(
                176,
                "hundred-and-seventy-sixth",
                InstalledText.UNSEEN_176::read,
                "IMAP servers and sieve: Cyrus IMAP, Dovecot's Pigeonhole"),
            HeldOutText.fetched(
                177,
                "hundred-and-seventy-seventh",
                InstalledText.UNSEEN_177::read,
                "a ticket tracker: Request Tracker"),
            HeldOutText.fetched(
                178,
                "hundred-and-seventy-eighth",
                InstalledText.UNSEEN_178::read,
                "mail archives and mailbox tools: MHonArc, grepmail, mboxgrep, mpack, ripMIME, bsd-mailx"),
            HeldOutText.fetched(
                179,
                "hundred-and-seventy-ninth",
                InstalledText.UNSEEN_179::read,
                "monitoring's web interfaces and configuration: Nagios's CGIs, Icinga 2's configuration, apachetop"),
            HeldOutText.fetched(
                180,
                "hundred-and-eightieth",
                InstalledText.UNSEEN_180::read,
                "logging libraries and log colourers: spdlog, glog, log4cxx, grc, logtail"),
            HeldOutText.fetched(
                181,
                "hundred-and-eighty-first",
                InstalledText.UNSEEN_181::read,
                "encrypted mailing lists: Schleuder"),
            HeldOutText.fetched(
                182,
                "hundred-and-eighty-second",
                InstalledText.UNSEEN_182::read,
                "IRC clients for the desktop: Quassel, HexChat, Konversation"),
            HeldOutText.fetched(
                183,
                "hundred-and-eighty-third",
                InstalledText.UNSEEN_183::read,
                "instant messaging clients: Pidgin, Finch, Gajim, Dino, mcabber"),
            HeldOutText.fetched(
                184,
                "hundred-and-eighty-fourth",
                InstalledText.UNSEEN_184::read,
                "git's helpers: git-extras, git-filter-repo, pre-commit"),
            HeldOutText.fetched(
                185,
                "hundred-and-eighty-fifth",
                InstalledText.UNSEEN_185::read,
                "databases' web administration: phpMyAdmin, Adminer"),
            HeldOutText.fetched(
                186,
                "hundred-and-eighty-sixth",
                InstalledText.UNSEEN_186::read,
                "RADIUS: FreeRADIUS"),
            HeldOutText.fetched(
                187,
                "hundred-and-eighty-seventh",
                InstalledText.UNSEEN_187::read,
                "mail servers' configuration: Exim's Debian configuration, sendmail's m4 files"),
            HeldOutText.fetched(
                188,
                "hundred-and-eighty-eighth",
                InstalledText.UNSEEN_188::read,
                "mail fetchers: fdm, mpop, mailcap"),
            HeldOutText.fetched(
                189,
                "hundred-and-eighty-ninth",
                InstalledText.UNSEEN_189::read,
                "a downloader: GNU Wget"),
            HeldOutText.fetched(
                190,
                "hundred-and-ninetieth",
                InstalledText.UNSEEN_190::read,
                "VPNs, SOCKS and load balancing: tinc, Dante, pen"),
            HeldOutText.fetched(
                191,
                "hundred-and-ninety-first",
                InstalledText.UNSEEN_191::read,
                "an HTTP cache's modules and an application server's plugin: varnish-modules, uWSGI's Python plugin"),
            HeldOutText.fetched(
                192,
                "hundred-and-ninety-second",
                InstalledText.UNSEEN_192::read,
                "monitoring plugins from the community: monitoring-plugins-contrib"),
            HeldOutText.fetched(
                193,
                "hundred-and-ninety-third",
                InstalledText.UNSEEN_193::read,
                "Java's logging: Log4j 2, Log4j 1.2, SLF4J, Logback, Commons Logging, JBoss Logging"),
            HeldOutText.fetched(
                194,
                "hundred-and-ninety-fourth",
                InstalledText.UNSEEN_194::read,
                "Java's network and mail libraries: Commons Net, Jakarta Mail"),
            HeldOutText.fetched(
                195,
                "hundred-and-ninety-fifth",
                InstalledText.UNSEEN_195::read,
                "feed readers: Liferea, QuiteRSS"),
            HeldOutText.fetched(
                196,
                "hundred-and-ninety-sixth",
                InstalledText.UNSEEN_196::read,
                "feed tools: feedparser, feed2imap, feed2exec, sfeed"),
            HeldOutText.fetched(
                197,
                "hundred-and-ninety-seventh",
                InstalledText.UNSEEN_197::read,
                "a mail client: Balsa"),
            HeldOutText.fetched(
                198,
                "hundred-and-ninety-eighth",
                InstalledText.UNSEEN_198::read,
                "KDE's mail client: KMail"),
            HeldOutText.fetched(
                199,
                "hundred-and-ninety-ninth",
                InstalledText.UNSEEN_199::read,
                "a monitoring system's web frontend: Zabbix's frontend"),
            HeldOutText.fetched(
                200,
                "two-hundredth",
                InstalledText.UNSEEN_200::read,
                "graphs of network devices: Cacti"),
            HeldOutText.fetched(
                201,
                "two-hundred-and-first",
                InstalledText.UNSEEN_201::read,
                "a bug tracker's command line: bugz"),
            HeldOutText.fetched(
                202,
                "two-hundred-and-second",
                InstalledText.UNSEEN_202::read,
                "file synchronisation clients: Nextcloud's and ownCloud's desktop clients"),
            HeldOutText.fetched(
                203,
                "two-hundred-and-third",
                InstalledText.UNSEEN_203::read,
                "PHP's routing and mailers: Symfony Routing, Symfony Mailer, Swift Mailer"),
            HeldOutText.fetched(
                204,
                "two-hundred-and-fourth",
                InstalledText.UNSEEN_204::read,
                "Python's asynchronous web frameworks: FastAPI, Starlette"),
            HeldOutText.fetched(
                205,
                "two-hundred-and-fifth",
                InstalledText.UNSEEN_205::read,
                "Rails' mailer and Prometheus' Go library: Action Mailer, prometheus/common"),
            HeldOutText.fetched(
                206,
                "two-hundred-and-sixth",
                InstalledText.UNSEEN_206::read,
                "DNS analysis: DNSViz"),
            HeldOutText.fetched(
                207,
                "two-hundred-and-seventh",
                InstalledText.UNSEEN_207::read,
                "an ACME client and DMARC reports: acme-tiny, dmarc-cat"),
            HeldOutText.fetched(
                208,
                "two-hundred-and-eighth",
                InstalledText.UNSEEN_208::read,
                "network scanners: Nmap, Ndiff, masscan, ZMap"),
            HeldOutText.fetched(
                209,
                "two-hundred-and-ninth",
                InstalledText.UNSEEN_209::read,
                "LDAP in Python and slapd's contributed modules: python-ldap, slapd-contrib"),
            HeldOutText.fetched(
                210,
                "two-hundred-and-tenth",
                InstalledText.UNSEEN_210::read,
                "an HTTP server and Tomcat's connector: H2O, mod_jk"),
            HeldOutText.fetched(
                211,
                "two-hundred-and-eleventh",
                InstalledText.UNSEEN_211::read,
                "OpenStack's command-line clients: python-openstackclient, python-keystoneclient"),
            HeldOutText.fetched(
                212,
                "two-hundred-and-twelfth",
                InstalledText.UNSEEN_212::read,
                "cloud SDKs' documentation: python-muranoclient, the Azure SDK for Python"),
            HeldOutText.fetched(
                213,
                "two-hundred-and-thirteenth",
                InstalledText.UNSEEN_213::read,
                "music tagging: beets, Mutagen"),
            HeldOutText.fetched(
                214,
                "two-hundred-and-fourteenth",
                InstalledText.UNSEEN_214::read,
                "OpenAPI specifications and notebooks: apispec, nbformat"),
            HeldOutText.fetched(
                215,
                "two-hundred-and-fifteenth",
                InstalledText.UNSEEN_215::read,
                "a status bar: bumblebee-status"),
            HeldOutText.fetched(
                216,
                "two-hundred-and-sixteenth",
                InstalledText.UNSEEN_216::read,
                "XML signatures and file uploads in Java: Apache Santuario, Commons FileUpload"),
            HeldOutText.fetched(
                217,
                "two-hundred-and-seventeenth",
                InstalledText.UNSEEN_217::read,
                "an embedded database and a bibliographic search engine: LMDB, Zebra"),
            HeldOutText.fetched(
                218,
                "two-hundred-and-eighteenth",
                InstalledText.UNSEEN_218::read,
                "calendars on the web: DAViCal, AWL"),
            HeldOutText.fetched(
                219,
                "two-hundred-and-nineteenth",
                InstalledText.UNSEEN_219::read,
                "locale data and natural sorting: Babel, natsort"),
            HeldOutText.fetched(
                220,
                "two-hundred-and-twentieth",
                InstalledText.UNSEEN_220::read,
                "a web single sign-on system: LemonLDAP::NG"),
            HeldOutText.fetched(
                221,
                "two-hundred-and-twenty-first",
                InstalledText.UNSEEN_221::read,
                "logging and log normalisation in C and C++: log4cplus, log4c, liblognorm"),
            HeldOutText.fetched(
                222,
                "two-hundred-and-twenty-second",
                InstalledText.UNSEEN_222::read,
                "HTTP/2: nghttp2"),
            HeldOutText.fetched(
                223,
                "two-hundred-and-twenty-third",
                InstalledText.UNSEEN_223::read,
                "HTTP clients and web testing in Java: Commons HttpClient, HttpUnit"),
            HeldOutText.fetched(
                224,
                "two-hundred-and-twenty-fourth",
                InstalledText.UNSEEN_224::read,
                "an XMPP library: QXmpp"),
            HeldOutText.fetched(
                225,
                "two-hundred-and-twenty-fifth",
                InstalledText.UNSEEN_225::read,
                "a photo service's API in C: Flickcurl"),
            HeldOutText.fetched(
                226,
                "two-hundred-and-twenty-sixth",
                InstalledText.UNSEEN_226::read,
                "TLS in C: Mbed TLS"),
            HeldOutText.fetched(
                227,
                "two-hundred-and-twenty-seventh",
                InstalledText.UNSEEN_227::read,
                "a monitoring web interface's module and an FTP proxy: Icinga Web 2's doc module, ftp-proxy"),
            HeldOutText.fetched(
                228,
                "two-hundred-and-twenty-eighth",
                InstalledText.UNSEEN_228::read,
                "WebSocket in C++: WebSocket++"),
            HeldOutText.fetched(
                229,
                "two-hundred-and-twenty-ninth",
                InstalledText.UNSEEN_229::read,
                "network configuration and netfilter's libraries: libnetconf2, libnetfilter_log, libnetfilter_conntrack"),
            HeldOutText.fetched(
                230,
                "two-hundred-and-thirtieth",
                InstalledText.UNSEEN_230::read,
                "logging in Python: Logbook, logzero, logutils"),
            HeldOutText.fetched(
                231,
                "two-hundred-and-thirty-first",
                InstalledText.UNSEEN_231::read,
                "OpenStack's logging library: oslo.log"),
            HeldOutText.fetched(
                232,
                "two-hundred-and-thirty-second",
                InstalledText.UNSEEN_232::read,
                "mail in Python and Ruby: aiosmtplib, RubyMail"),
            HeldOutText.fetched(
                233,
                "two-hundred-and-thirty-third",
                InstalledText.UNSEEN_233::read,
                "a CAS single sign-on server: django-cas-server"),
            HeldOutText.fetched(
                234,
                "two-hundred-and-thirty-fourth",
                InstalledText.UNSEEN_234::read,
                "a SIP stack: Sofia-SIP"),
            HeldOutText.fetched(
                235,
                "two-hundred-and-thirty-fifth",
                InstalledText.UNSEEN_235::read,
                "testing and writing small web applications: WebTest, web.py"),
            HeldOutText.fetched(
                236,
                "two-hundred-and-thirty-sixth",
                InstalledText.UNSEEN_236::read,
                "WebSocket servers and an HTTP parser: trio-websocket, websocketd, http_parser.rb"),
            HeldOutText.fetched(
                237,
                "two-hundred-and-thirty-seventh",
                InstalledText.UNSEEN_237::read,
                "TLS and DNS bindings for Python: pyOpenSSL, getdns' Python bindings"),
            HeldOutText.fetched(
                238,
                "two-hundred-and-thirty-eighth",
                InstalledText.UNSEEN_238::read,
                "a business application server: Tryton's server"),
            HeldOutText.fetched(
                239,
                "two-hundred-and-thirty-ninth",
                InstalledText.UNSEEN_239::read,
                "networking in OCaml: Ocamlnet"),
            HeldOutText.fetched(
                240,
                "two-hundred-and-fortieth",
                InstalledText.UNSEEN_240::read,
                "HTTP and mail in Haskell: HTTP, hsemail, mime-mail"),
            HeldOutText.fetched(
                241,
                "two-hundred-and-forty-first",
                InstalledText.UNSEEN_241::read,
                "DNSSEC key management: OpenDNSSEC"),
            HeldOutText.fetched(
                242,
                "two-hundred-and-forty-second",
                InstalledText.UNSEEN_242::read,
                "FTP servers: ProFTPD, pyftpdlib"),
            HeldOutText.fetched(
                243,
                "two-hundred-and-forty-third",
                InstalledText.UNSEEN_243::read,
                "a mail filter language: Mailfromd"),
            HeldOutText.fetched(
                244,
                "two-hundred-and-forty-fourth",
                InstalledText.UNSEEN_244::read,
                "a map tile proxy: MapProxy"),
            HeldOutText.fetched(
                245,
                "two-hundred-and-forty-fifth",
                InstalledText.UNSEEN_245::read,
                "bare-metal provisioning: OpenStack Ironic"),
            HeldOutText.fetched(
                246,
                "two-hundred-and-forty-sixth",
                InstalledText.UNSEEN_246::read,
                "an SSH library: libssh"),
            HeldOutText.fetched(
                247,
                "two-hundred-and-forty-seventh",
                InstalledText.UNSEEN_247::read,
                "logins and REST APIs in Python web frameworks: Flask-Login, Flask-RESTful, django-auth-ldap"),
            HeldOutText.fetched(
                248,
                "two-hundred-and-forty-eighth",
                InstalledText.UNSEEN_248::read,
                "Java's servlet API and a log manager: Servlet API, JBoss Log Manager"),
            HeldOutText.fetched(
                249,
                "two-hundred-and-forty-ninth",
                InstalledText.UNSEEN_249::read,
                "a desktop's mail, calendar and contacts store: Evolution Data Server"),
            HeldOutText.fetched(
                250,
                "two-hundred-and-fiftieth",
                InstalledText.UNSEEN_250::read,
                "logging in C++: log4cpp, Tango's log4tango"),
            HeldOutText.fetched(
                251,
                "two-hundred-and-fifty-first",
                InstalledText.UNSEEN_251::read,
                "TLS and DNS in Haskell: tls, dns"),
            HeldOutText.fetched(
                252,
                "two-hundred-and-fifty-second",
                InstalledText.UNSEEN_252::read,
                "SSH in Java: J2SSH"),
            HeldOutText.fetched(
                253,
                "two-hundred-and-fifty-third",
                InstalledText.UNSEEN_253::read,
                "building and sending packets: libnet, netwox"),
            HeldOutText.fetched(
                254,
                "two-hundred-and-fifty-fourth",
                InstalledText.UNSEEN_254::read,
                "a test lab's server: LAVA"),
            HeldOutText.fetched(
                255,
                "two-hundred-and-fifty-fifth",
                InstalledText.UNSEEN_255::read,
                "network devices' and servers' management APIs in Python: pyeapi, python-ilorest"),
            HeldOutText.fetched(
                256,
                "two-hundred-and-fifty-sixth",
                InstalledText.UNSEEN_256::read,
                "REST and HTTP in C++: C++ REST SDK, QHttpEngine"),
            HeldOutText.fetched(
                257,
                "two-hundred-and-fifty-seventh",
                InstalledText.UNSEEN_257::read,
                "web assets, REST and JWT in Python: webassets, restless, Simple JWT"),
            HeldOutText.fetched(
                258,
                "two-hundred-and-fifty-eighth",
                InstalledText.UNSEEN_258::read,
                "key-value stores: Kyoto Cabinet, Tokyo Cabinet"),
            HeldOutText.fetched(
                259,
                "two-hundred-and-fifty-ninth",
                InstalledText.UNSEEN_259::read,
                "a web engine's API: WebKitGTK"),
            HeldOutText.fetched(
                260,
                "two-hundred-and-sixtieth",
                InstalledText.UNSEEN_260::read,
                "Apache's modules for languages: mod_perl, mod_python, Rivet"),
            HeldOutText.fetched(
                261,
                "two-hundred-and-sixty-first",
                InstalledText.UNSEEN_261::read,
                "SAML: OpenSAML, pysaml2"),
            HeldOutText.fetched(
                262,
                "two-hundred-and-sixty-second",
                InstalledText.UNSEEN_262::read,
                "WebDAV clients: davix, KDAV"),
            HeldOutText.fetched(
                263,
                "two-hundred-and-sixty-third",
                InstalledText.UNSEEN_263::read,
                "MongoDB's C driver: libmongoc, libbson"),
            HeldOutText.fetched(
                264,
                "two-hundred-and-sixty-fourth",
                InstalledText.UNSEEN_264::read,
                "MongoDB in Python: PyMongo, MongoEngine"),
            HeldOutText.fetched(
                265,
                "two-hundred-and-sixty-fifth",
                InstalledText.UNSEEN_265::read,
                "MySQL's clients: MySQL++, PyMySQL, aiomysql"),
            HeldOutText.fetched(
                266,
                "two-hundred-and-sixty-sixth",
                InstalledText.UNSEEN_266::read,
                "search indexes' and caches' administration: Elasticsearch Curator, redis-py-cluster"),
            HeldOutText.fetched(
                267,
                "two-hundred-and-sixty-seventh",
                InstalledText.UNSEEN_267::read,
                "mail, syslog and LDAP in Haskell: smtp-mail, hsyslog, LDAP"),
            HeldOutText.fetched(
                268,
                "two-hundred-and-sixty-eighth",
                InstalledText.UNSEEN_268::read,
                "documentation generators and a desktop's downloads: DocKnot, KNewStuff"),
            HeldOutText.fetched(
                269,
                "two-hundred-and-sixty-ninth",
                InstalledText.UNSEEN_269::read,
                "office documents in Java: Apache POI"),
            HeldOutText.fetched(
                270,
                "two-hundred-and-seventieth",
                InstalledText.UNSEEN_270::read,
                "cryptography in Python: cryptography, PyCryptodome"),
            HeldOutText.fetched(
                271,
                "two-hundred-and-seventy-first",
                InstalledText.UNSEEN_271::read,
                "NETCONF and JSON-RPC in Python: ncclient, json-rpc"),
            HeldOutText.fetched(
                272,
                "two-hundred-and-seventy-second",
                InstalledText.UNSEEN_272::read,
                "authentication in Python's web frameworks: Flask-HTTPAuth, DRF API Key, aiohttp-session, aiohttp-security"),
            HeldOutText.fetched(
                273,
                "two-hundred-and-seventy-third",
                InstalledText.UNSEEN_273::read,
                "DNS as a service's client: python-designateclient"),
            HeldOutText.fetched(
                274,
                "two-hundred-and-seventy-fourth",
                InstalledText.UNSEEN_274::read,
                "a cloud's authentication library: keystoneauth1"),
            HeldOutText.fetched(
                275,
                "two-hundred-and-seventy-fifth",
                InstalledText.UNSEEN_275::read,
                "XML and JSON schemas in Python: xmlschema, jsonschema"),
            HeldOutText.fetched(
                276,
                "two-hundred-and-seventy-sixth",
                InstalledText.UNSEEN_276::read,
                "subtitles and JSON in Python: webvtt-py, simplejson"),
            HeldOutText.fetched(
                277,
                "two-hundred-and-seventy-seventh",
                InstalledText.UNSEEN_277::read,
                "Jupyter's client: jupyter_client"),
            HeldOutText.fetched(
                278,
                "two-hundred-and-seventy-eighth",
                InstalledText.UNSEEN_278::read,
                "command-line frameworks in Python: sphinx-click, cliff"),
            HeldOutText.fetched(
                279,
                "two-hundred-and-seventy-ninth",
                InstalledText.UNSEEN_279::read,
                "networking in C++ and Qt: net-cpp, NetworkManagerQt"));

    /** Its two samples: precise mode's links, then the candidates, each with its own ids. */
    List<Sample> samples() {
      return List.of(
          new Sample(
              "unseen" + number + "-sample",
              "unseen-" + number + ":",
              6000 + 1000 * number,
              Map.of(KEPT, kept),
              "precise links drawn uniformly from "
                  + text.description()
                  + " ("
                  + subject
                  + "), held out",
              "unseen " + number,
              text),
          new Sample(
              "unseen" + number + "-candidates",
              "unseen-" + number + "-candidates:",
              6500 + 1000 * number,
              candidates,
              "candidates drawn from " + text.description() + " (" + subject + "), held out",
              "unseen " + number + " candidates",
              text));
    }
  }

  /** A scheme-less candidate found in ALL mode. */
  record Candidate(InstalledText.Line line, Link link) {
    String text() {
      return line.text().substring(link.start(), link.end());
    }

    String labelKey() {
      return line.key() + "\t" + link.start() + "\t" + text();
    }
  }

  private static final Map<SchemelessLinks, LinkDetector> DETECTORS =
      new EnumMap<>(SchemelessLinks.class);

  static {
    for (SchemelessLinks mode : SchemelessLinks.values()) {
      DETECTORS.put(mode, LinkDetector.builder().schemelessLinks(mode).build());
    }
  }

  static boolean schemeless(String line, Link link) {
    return link.type() == LinkType.URL
        && link.start() == link.hostStart()
        && !line.regionMatches(true, link.hostStart(), "www.", 0, 4);
  }

  /** The one group of {@link Sample#PRECISE_KEPT}: candidates from every source together. */
  static final String KEPT = "kept";

  /** Writes every text's kept list ({@code kept}, {@code kept-unseen} …) in one run. */
  static final String KEPT_ALL = "kept-all";

  public static void main(String[] args) throws Exception {
    String command = args.length > 0 ? args[0] : "evaluate";
    boolean wholeFiles = false;
    if (args.length == 3 && args[1].equals("--add-extensions")) {
      addExtensions(Path.of(args[2]));
    } else if (args.length == 2 && args[1].equals("--whole-files")) {
      wholeFiles = true;
    } else if (args.length > 1) {
      throw new IllegalArgumentException(
          "usage: RealTextEvaluation COMMAND [--add-extensions FILE | --whole-files]");
    }
    if (command.equals("evaluate")) {
      evaluate(System.out, wholeFiles);
      return;
    }
    if (command.equals("labeled")) {
      labeled(Path.of("target/eval/labeled.tsv"));
      return;
    }
    if (command.equals(KEPT_ALL)) {
      for (Text text : Text.ALL) {
        kept(text.source, Path.of("target/eval/" + text.keptCommand + ".tsv"));
      }
      return;
    }
    for (Text text : Text.ALL) {
      if (command.equals(text.keptCommand)) {
        kept(text.source, Path.of("target/eval/" + command + ".tsv"));
        return;
      }
    }
    for (Sample sample : Sample.ALL) {
      if (sample.command.equals(command)) {
        sample(sample, Path.of("target/eval/" + command + ".tsv"));
        return;
      }
    }
    StringBuilder commands = new StringBuilder();
    for (Sample sample : Sample.ALL) {
      commands.append(sample.command).append('|');
    }
    for (Text text : Text.ALL) {
      commands.append(text.keptCommand).append('|');
    }
    commands.append(KEPT_ALL).append('|');
    throw new IllegalArgumentException("usage: RealTextEvaluation " + commands + "evaluate");
  }

  /**
   * Precise mode with the extensions of {@code file} ({@link FileExtensions#parse}: a list, or a
   * MIME database such as freedesktop.org's {@code /usr/share/mime/packages/freedesktop.org.xml})
   * added to the bundled ones: what a second source of extensions would change.
   */
  private static void addExtensions(Path file) throws IOException {
    Set<String> added = FileExtensions.parse(Files.readString(file));
    Set<String> all = new HashSet<>(FileExtensions.all());
    all.addAll(added);
    System.out.println(
        "precise mode with the extensions of "
            + file
            + " added; TLDs among them that the bundled list lacks: "
            + added.stream()
                .filter(e -> !FileExtensions.contains(e))
                .filter(e -> TopLevelDomains.getDefault().contains(e))
                .sorted()
                .toList());
    DETECTORS.put(
        SchemelessLinks.PRECISE,
        LinkDetector.builder()
            .schemelessLinks(SchemelessLinks.PRECISE)
            .fileExtensions(all)
            .build());
  }

  /** FNV-1a: a hash that is the same in every JVM, for a sample that is the same on every run. */
  static long stableHash(String s) {
    long h = 0xcbf29ce484222325L;
    for (int i = 0; i < s.length(); i++) {
      h ^= s.charAt(i);
      h *= 0x100000001b3L;
    }
    return h;
  }

  private static void sample(Sample sample, Path out) throws Exception {
    String salt = sample.salt;
    Map<String, Integer> quota = sample.quota;
    Set<String> labeled = Files.exists(LABELS) ? readLabels().keySet() : Set.of();
    Map<String, List<Candidate>> byKind = new TreeMap<>();
    Map<String, Integer> lines = new TreeMap<>();
    boolean kept = sample.keptOnly();
    eachCandidate(
        sample.text.source,
        kept ? SchemelessLinks.PRECISE : SchemelessLinks.ALL,
        line -> lines.merge(kept ? KEPT : line.kind(), 1, Integer::sum),
        c -> {
          if (!labeled.contains(c.labelKey())) {
            byKind.computeIfAbsent(kept ? KEPT : c.line().kind(), k -> new ArrayList<>()).add(c);
          }
        });
    int id = sample.firstId;
    try (PrintStream w = tsv(out)) {
      for (var e : byKind.entrySet()) {
        List<Candidate> list = new ArrayList<>(e.getValue());
        list.sort(Comparator.comparingLong(c -> stableHash(salt + c.labelKey())));
        System.out.printf(
            Locale.ROOT,
            "%s: %,d lines, %,d scheme-less candidates%n",
            e.getKey(),
            lines.get(e.getKey()),
            list.size());
        for (Candidate c :
            list.subList(0, Math.min(list.size(), quota.getOrDefault(e.getKey(), 100)))) {
          w.println(id++ + "\t" + c.labelKey() + "\t" + context(c));
        }
      }
    }
    System.out.println(id - sample.firstId + " candidates written to " + out);
  }

  /**
   * Every scheme-less link {@code mode} finds in {@code text}, each file read as one text ({@link
   * #links}); {@code eachLine} sees every line first.
   */
  private static void eachCandidate(
      TextSource text,
      SchemelessLinks mode,
      Consumer<InstalledText.Line> eachLine,
      Consumer<Candidate> sink)
      throws Exception {
    LinkScanner scanner = DETECTORS.get(mode).newScanner();
    String[] lastSource = {null};
    text.read(
        line -> {
          eachLine.accept(line);
          boolean sameText = continuesText(line, lastSource);
          for (Link link : links(scanner, line.text(), sameText)) {
            if (schemeless(line.text(), link)) {
              sink.accept(new Candidate(line, link));
            }
          }
        });
  }

  /**
   * {@code target/eval/kept.tsv}: every scheme-less link the precise mode keeps in the installed
   * text, with its line: to read what a change of the rules adds or drops ({@code diff} two runs).
   */
  private static void kept(TextSource text, Path out) throws Exception {
    int[] count = {0};
    try (PrintStream w = tsv(out)) {
      eachCandidate(
          text,
          SchemelessLinks.PRECISE,
          line -> {},
          c -> {
            count[0]++;
            w.println(c.labelKey() + "\t" + context(c));
          });
    }
    System.out.printf(Locale.ROOT, "%,d scheme-less links written to %s%n", count[0], out);
  }

  /**
   * {@code target/eval/labeled.tsv}: every labeled candidate with its label, precise mode's
   * decision and its line around it, to read the labels again (a label's key alone does not show
   * the text, which is never copied into the repository).
   */
  private static void labeled(Path out) throws Exception {
    Map<String, Label> labels = readLabels();
    int[] count = {0};
    try (PrintStream w = tsv(out)) {
      for (Text text : Text.ALL) {
        // precise mode reads every line, as it would the whole text: what earlier lines showed
        // carries on
        LinkScanner precise = DETECTORS.get(SchemelessLinks.PRECISE).newScanner();
        String[] lastSource = {null};
        List<List<Link>> kept = new ArrayList<>(List.of(List.of()));
        eachCandidate(
            text.source,
            SchemelessLinks.ALL,
            line -> kept.set(0, links(precise, line.text(), continuesText(line, lastSource))),
            c -> {
              Label l = labels.get(c.labelKey());
              if (l == null) {
                return;
              }
              count[0]++;
              w.println(
                  l.id()
                      + "\t"
                      + Sample.of(l.id()).tag
                      + "\t"
                      + l.verdict()
                      + "\t"
                      + l.category()
                      + "\t"
                      + (kept.get(0).contains(c.link()) ? "kept" : "dropped")
                      + "\t"
                      + c.labelKey()
                      + "\t"
                      + context(c));
            });
      }
    }
    System.out.printf(Locale.ROOT, "%,d labeled candidates written to %s%n", count[0], out);
  }

  /** A new file {@code out} under target/eval, its directory made if need be. */
  private static PrintStream tsv(Path out) throws IOException {
    Files.createDirectories(out.getParent());
    return new PrintStream(Files.newOutputStream(out), true, StandardCharsets.UTF_8);
  }

  /** The candidate marked ⸠…⸡ in at most 70 chars either side. */
  private static String context(Candidate c) {
    String t = c.line().text();
    int from = Math.max(0, c.link().start() - 70);
    int to = Math.min(t.length(), c.link().end() + 70);
    return (t.substring(from, c.link().start())
            + "⸠"
            + c.text()
            + "⸡"
            + t.substring(c.link().end(), to))
        .replace('\t', ' ');
  }

  // ---- evaluation -----------------------------------------------------------------------------

  record Label(int id, String key, String verdict, String category) {}

  static Map<String, Label> readLabels() throws IOException {
    Map<String, Label> labels = new LinkedHashMap<>();
    for (String row : Files.readAllLines(LABELS, StandardCharsets.UTF_8)) {
      if (row.isBlank() || row.startsWith("#")) {
        continue;
      }
      String[] f = row.split("\t", -1);
      // id, source:line, start, candidate, verdict, category
      labels.put(
          f[1] + "\t" + f[2] + "\t" + f[3],
          new Label(Integer.parseInt(f[0]), f[1] + "\t" + f[2] + "\t" + f[3], f[4], f[5]));
    }
    return labels;
  }

  /** Counts of one mode's decisions against the labels. */
  static final class Score {
    int tp;
    int fp;
    int fn;
    int tn;

    void add(boolean link, boolean kept) {
      if (link && kept) {
        tp++;
      } else if (link) {
        fn++;
      } else if (kept) {
        fp++;
      } else {
        tn++;
      }
    }

    double precision() {
      return tp + fp == 0 ? 1 : (double) tp / (tp + fp);
    }

    double recall() {
      return tp + fn == 0 ? 1 : (double) tp / (tp + fn);
    }

    String row() {
      return String.format(
          Locale.ROOT,
          "%d | %d | %d | %d | %.1f %% | %.1f %%",
          tp,
          fp,
          fn,
          tn,
          100 * precision(),
          100 * recall());
    }
  }

  /** Wilson's 95 % score interval of a proportion of {@code k} in {@code n}. */
  static double[] wilson(int k, int n) {
    double z = 1.959964;
    double p = (double) k / n;
    double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
    return new double[] {centre - half, centre + half};
  }

  /**
   * Whether {@code line} is of the file read last ({@code lastSource[0]}, which becomes its file):
   * the lines of one file are one text, so what earlier lines showed of file names carries on.
   */
  private static boolean continuesText(InstalledText.Line line, String[] lastSource) {
    boolean same = line.source().equals(lastSource[0]);
    lastSource[0] = line.source();
    return same;
  }

  /**
   * The links of one line, a further part of the text scanned last if {@code sameText}; read with
   * the line break that ends it in its file.
   */
  static List<Link> links(LinkScanner scanner, String line, boolean sameText) {
    char[] chars = (line + "\n").toCharArray();
    if (sameText) {
      scanner.resetInSameText(chars, 0, chars.length);
    } else {
      scanner.reset(chars, 0, chars.length);
    }
    List<Link> links = new ArrayList<>();
    while (scanner.next()) {
      links.add(scanner.toLink());
    }
    return links;
  }

  /**
   * Each mode's decision on each labeled candidate of {@code source} into {@code decisions} (and
   * its kind of text into {@code kinds}); links with a scheme or {@code www.} and emails counted
   * into {@code fixed}: [found alike in every mode, not]. Line by line, each a further part of its
   * file's text, or if {@code wholeFiles}, each file as one text.
   */
  private static void decide(
      TextSource source,
      Map<String, Label> labels,
      Map<String, Map<SchemelessLinks, Boolean>> decisions,
      Map<String, String> kinds,
      long[] fixed,
      boolean wholeFiles)
      throws Exception {
    Map<SchemelessLinks, LinkScanner> scanners = new EnumMap<>(SchemelessLinks.class);
    DETECTORS.forEach((mode, d) -> scanners.put(mode, d.newScanner()));
    Consumer<List<InstalledText.Line>> decideFile =
        lines -> {
          // the file's text, and where each of its lines starts in it
          StringBuilder text = new StringBuilder();
          int[] starts = new int[lines.size() + 1];
          for (int k = 0; k < lines.size(); k++) {
            starts[k] = text.length();
            text.append(lines.get(k).text()).append('\n');
          }
          starts[lines.size()] = text.length();
          char[] chars = text.toString().toCharArray();
          Map<SchemelessLinks, List<Link>> found = new EnumMap<>(SchemelessLinks.class);
          scanners.forEach(
              (mode, scanner) -> {
                scanner.reset(chars, 0, chars.length);
                List<Link> links = new ArrayList<>();
                while (scanner.next()) {
                  links.add(scanner.toLink());
                }
                found.put(mode, links);
              });
          int k = 0;
          for (Link link : found.get(SchemelessLinks.ALL)) {
            while (starts[k + 1] <= link.start()) {
              k++;
            }
            InstalledText.Line line = lines.get(k);
            String lineText = line.text();
            int offset = link.start() - starts[k];
            String key =
                line.key()
                    + "\t"
                    + offset
                    + "\t"
                    + lineText.substring(offset, offset + link.end() - link.start());
            Link inLine =
                new Link(
                    offset,
                    offset + link.end() - link.start(),
                    link.type(),
                    link.hostStart() - starts[k],
                    link.hostEnd() - starts[k],
                    link.localPartStart() < 0 ? -1 : link.localPartStart() - starts[k],
                    link.truncated());
            record(
                inLine, link, key, lineText, line.kind(), found, labels, decisions, kinds, fixed);
          }
        };
    List<InstalledText.Line> file = new ArrayList<>();
    String[] lastSource = {null};
    source.read(
        line -> {
          boolean sameText = continuesText(line, lastSource);
          if (wholeFiles) {
            if (!sameText && !file.isEmpty()) {
              decideFile.accept(file);
              file.clear();
            }
            file.add(line);
            return;
          }
          String text = line.text();
          Map<SchemelessLinks, List<Link>> found = new EnumMap<>(SchemelessLinks.class);
          scanners.forEach((mode, scanner) -> found.put(mode, links(scanner, text, sameText)));
          for (Link link : found.get(SchemelessLinks.ALL)) {
            String key =
                line.key() + "\t" + link.start() + "\t" + text.substring(link.start(), link.end());
            record(link, link, key, text, line.kind(), found, labels, decisions, kinds, fixed);
          }
        });
    if (!file.isEmpty()) {
      decideFile.accept(file);
    }
  }

  /**
   * One candidate UTS #58 found, {@code link} as its text has it and {@code inLine} as its line has
   * it: counted into {@code fixed} if it has a scheme, {@code www.} or is an email, else each
   * mode's decision recorded if it is labeled.
   */
  private static void record(
      Link inLine,
      Link link,
      String key,
      String lineText,
      String kind,
      Map<SchemelessLinks, List<Link>> found,
      Map<String, Label> labels,
      Map<String, Map<SchemelessLinks, Boolean>> decisions,
      Map<String, String> kinds,
      long[] fixed) {
    if (!schemeless(lineText, inLine)) {
      boolean same = true;
      for (List<Link> links : found.values()) {
        same &= links.contains(link);
      }
      fixed[same ? 0 : 1]++;
      return;
    }
    if (labels.containsKey(key)) {
      Map<SchemelessLinks, Boolean> kept = new EnumMap<>(SchemelessLinks.class);
      found.forEach((mode, links) -> kept.put(mode, links.contains(link)));
      decisions.put(key, kept);
      kinds.put(key, kind);
    }
  }

  /**
   * The report: each labeled candidate decided in every mode, scored per set, source and category.
   * {@code wholeFiles}: each file scanned as one value, its lines' context crossing line breaks (a
   * field that holds a whole document), instead of line by line with the file's memories (a field
   * per line, as a log's).
   */
  static void evaluate(PrintStream out, boolean wholeFiles) throws Exception {
    Map<String, Label> labels = readLabels();
    Map<String, Map<SchemelessLinks, Boolean>> decisions = new HashMap<>();
    Map<String, String> kinds = new HashMap<>();
    // links with a scheme or www., and emails, per text: [same in every mode, differing]
    Map<Text, long[]> fixed = new LinkedHashMap<>();
    for (Text text : Text.ALL) {
      fixed.put(text, new long[2]);
      decide(text.source, labels, decisions, kinds, fixed.get(text), wholeFiles);
    }
    int stale = 0;
    Map<String, Map<SchemelessLinks, Score>> table = new TreeMap<>();
    int[] verdicts = new int[3];
    List<String> errors = new ArrayList<>();
    for (Label l : labels.values()) {
      Map<SchemelessLinks, Boolean> kept = decisions.get(l.key());
      if (kept == null) {
        stale++;
        System.err.println("stale label: " + l.id() + "\t" + l.key());
        continue;
      }
      if (l.verdict().equals("ambiguous")) {
        verdicts[2]++;
        continue;
      }
      boolean link = l.verdict().equals("link");
      verdicts[link ? 0 : 1]++;
      String set = "set: " + Sample.of(l.id()).description;
      // the kept samples are another population (what precise mode keeps), and the unseen text
      // another text: scored apart
      List<String> groups =
          Sample.of(l.id()).keptOnly()
              ? List.of(set)
              : Sample.of(l.id()).text != Text.INSTALLED
                  ? List.of(set, "source: " + kinds.get(l.key()))
                  : List.of(
                      "all candidates",
                      set,
                      "category: " + l.category(),
                      "source: " + kinds.get(l.key()));
      for (String group : groups) {
        for (SchemelessLinks mode : SchemelessLinks.values()) {
          table
              .computeIfAbsent(group, g -> new EnumMap<>(SchemelessLinks.class))
              .computeIfAbsent(mode, m -> new Score())
              .add(link, kept.get(mode));
        }
      }
      if (kept.get(SchemelessLinks.PRECISE) != link) {
        errors.add(
            l.id()
                + (Sample.of(l.id()).tag.isEmpty() ? " " : " (" + Sample.of(l.id()).tag + ") ")
                + (link ? "dropped link " : "kept non-link ")
                + l.key().replace('\t', ' '));
      }
    }
    out.printf(
        Locale.ROOT,
        "labels: %d (%d links, %d not links, %d ambiguous, not scored); %d no longer found in "
            + "the installed text (stale)%n%n",
        labels.size(),
        verdicts[0],
        verdicts[1],
        verdicts[2],
        stale);
    out.println(
        "| candidates | mode | true links kept | non-links kept | links dropped | non-links dropped | precision | recall |");
    out.println("|---|---|---:|---:|---:|---:|---:|---:|");
    for (var e : table.entrySet()) {
      for (var m : e.getValue().entrySet()) {
        out.println(
            "| "
                + e.getKey()
                + " | `"
                + m.getKey().name().toLowerCase(Locale.ROOT)
                + "` | "
                + m.getValue().row()
                + " |");
      }
    }
    for (Sample sample : Sample.ALL) {
      Score kept =
          table.getOrDefault("set: " + sample.description, Map.of()).get(SchemelessLinks.PRECISE);
      if (sample.keptOnly() && kept != null) {
        double[] interval = wilson(kept.tp, kept.tp + kept.fp);
        out.printf(
            Locale.ROOT,
            "%nprecision of the scheme-less links precise mode keeps in %s, %s (up to %d"
                + " drawn uniformly, %d scored): %.1f %% (95 %% interval %.1f–%.1f %%)%n",
            sample.text.description,
            sample.tag,
            sample.quota.get(KEPT),
            kept.tp + kept.fp,
            100 * kept.precision(),
            100 * interval[0],
            100 * interval[1]);
      }
    }
    out.println();
    fixed.forEach(
        (text, counts) ->
            out.printf(
                Locale.ROOT,
                "links with a scheme or www., and emails, in %s: %,d found alike in every mode, "
                    + "%,d differ%n",
                text.description,
                counts[0],
                counts[1]));
    out.println("\nprecise mode's errors:");
    errors.forEach(e -> out.println("  " + e));
  }
}
