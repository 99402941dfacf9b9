/// The help of `scrollsim` and of each command.
enum HelpText {
    static let main = """
        scrollsim: a headless, deterministic simulator of iOS scroll views and paging screens.

        USAGE
          scrollsim                      run the built-in demo (the seeds' app)
          scrollsim demo [options]       the same with didScroll, and the options of 'run'
          scrollsim run FILE... [options]
          scrollsim check DIR|FILE...
          scrollsim stress [--views N] [--seconds S] [--seed K] [--realtime] [--screens M] [--trace-view I]
          scrollsim COMMAND --help       help for one command (-h too; scrollsim --help or help: this)
          scrollsim --version            the version

        EXIT STATUS
          0  every expectation held
          1  an expectation failed (or the stress run found a violation)
          2  bad usage, or an invalid scenario (nothing was run)
          3  the output could not be written, or held (the run itself may have completed)

        """

    static let run = """
        scrollsim run FILE... [--format text|jsonl] [--realtime] [--svg OUT.svg] [--html OUT.html]
                      [--trace OUT.json] [--no-did-scroll]

        Runs each scenario file (JSON, see Scenarios/scenario.schema.json and the README), prints its
        timeline and checks its expectations. All files are validated before any runs. Options go
        before or after the files; -- ends them, every argument after it a file (run -- -x.json).

          --format text    a readable timeline, then each expectation's result (default)
          --format jsonl   JSON Lines: one object per event, ordered by frame, then causal order,
                           then one {"expectation":N,"passed":...} object per expectation
                           (several files: each scenario's lines after {"scenario":NAME,"file":PATH})
          --realtime       run on the wall clock at the scenario's frame rate; reports frame lateness
                           and dropped frames (virtual time, the default, runs as fast as possible):
                           in text after the expectations, in JSON Lines as each scenario's last line
                           {"realTime":{"frames":N,"dropped":D,"latenessP50Ms":X,"latenessP99Ms":Y}}
          --svg OUT.svg    plot each scroll view's content offset and velocity against time, with
                           guides for edges, pages and targets, and a lane for the screen's events
                           (several files: OUT-NAME.svg each, and likewise for --html and --trace;
                           NAME is the scenario's name, each character but a letter, a digit, - and _
                           made -, cut to 100 bytes; names that give the same file, ignoring case,
                           get .K after them, K the file's place among the files: OUT-NAME.2.svg)
          --html OUT.html  one self-contained page that replays the run from its records: the
                           screen, each viewport over its content, play/pause/speed, a scrubber, the
                           event log and the plot; OUT.html#t=1.25 opens at 1.25 s
          --trace OUT.json the Chrome trace event format (Perfetto, chrome://tracing): a track per
                           scroll view and screen part, slices for gestures, decelerations, bounces,
                           animations and transitions, delegate calls, offset counters
          --no-did-scroll  leave didScroll out of the text timeline (JSON Lines always lists it:
                           refused with --format jsonl)

        Several files: each text block's header names the file too (== NAME (PATH): DESCRIPTION).

        Output paths are checked before anything runs (exit status 2): none may be empty or a
        scenario file (read or not), none may be where standard output or error goes (a terminal or
        /dev/null may), no two may be the same file, and each one's directory must exist and let a
        file be created. A device or FIFO is written through, and a symbolic link's destination is written.

        """

    static let check = """
        scrollsim check DIR|FILE...

        Runs every scenario in virtual time, prints PASS or FAIL per file with the failed
        expectations (RAN for a file without expectations: it ran, but nothing was checked), and
        ends with one line 'N passed, N failed' (', N without expectations' if any). Each file's
        line ends with its speed ('12920x real time': simulated time over the wall-clock time the
        run took), a measurement that varies from run to run; the rest is the same on every run.
        A directory gives every *.json file under it, its subdirectories included, in path order
        (*.schema.json, hidden files and directories, and links to directories are skipped). A file
        named twice (a directory and a file in it) runs once, with a note. A *.json file whose path
        is not UTF-8 is refused, as an invalid scenario is: nothing runs (exit status 2). -- ends
        the options (check takes none): every argument after it is a path.

        """

    static let demo = """
        scrollsim demo [--format text|jsonl] [--realtime] [--svg OUT.svg] [--html OUT.html]
                      [--trace OUT.json] [--no-did-scroll]

        Runs the built-in demo: seed 000's app, whose first tab is the seeds' essence screen (five
        lazily loaded children under a title bar): a title tap, a swipe and a bounce in a child's
        list, then a tab switch, a push and a pop, and the publish button's full-screen modal.
        'scrollsim' alone runs it without didScroll in the timeline.

        """

    static let stress = """
        scrollsim stress [--views N] [--seconds S] [--seed K] [--realtime] [--screens M] [--trace-view I]

        Drives N scroll views (and M paging screens) with seeded random gestures from concurrent tasks
        for S simulated seconds (at least one frame, 1/60 s), then lets every view come to rest (at
        most 120 s more; a run that does not settle is a violation), checking the event grammar and
        the physics invariants on every view. Prints progress during the gestures, then events
        processed (the settling's included), events per second, invariant violations and dropped
        frames. Exit status 1 if any invariant was violated.
        Defaults: 1000 views, 10 s, seed 1, no screens, virtual time.
        --trace-view I writes view I's commands and events (vI, 0-based, as violations name it, so
        0...N-1) to standard error, to debug a violation.

        """

    static func command(_ name: String) -> String? {
        switch name {
        case "run": run
        case "check": check
        case "demo": demo
        case "stress": stress
        default: nil
        }
    }
}
