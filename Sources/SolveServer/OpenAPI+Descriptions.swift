extension OpenAPI {
  /// Short descriptions of the documents' keys, by schema name.
  ///
  /// Each key is named by its path (`moves[].word`; `""` for the document
  /// itself). A path that names no key fails `schemas()`.
  static let descriptions: [String: [String: String]] = [
    "Words": [
      "": "Every word the board can spell that the played words still allow, for you.",
      "schema": "The document's version: 1.",
      "dictionary": "The word list's name.",
      "playable": "How many words are listed.",
      "words":
        "Longest first; of a length, the best for you first (tiles held over the opponent's"
        + " after it), then in alphabetical order.",
      "words[].word": "The word, upper case.",
      "words[].tiles": "Its best tiles for you, in tap order, named r1c1 (row, column) to r5c5.",
      "words[].score": "Tiles held after it.",
    ],
    "Answer": [
      "": "The best moves for the player to move (`solve --json`).",
      "schema": "The document's version: 1.",
      "board": "The board before the move: letters and colour codes, row by row.",
      "score": "Tiles held before the move.",
      "to_move": "Whose turn the screenshot shows, when it shows it.",
      "last_played":
        "The word of the \u{201C}played\u{201D} bubble and who played it, when read or given.",
      "board.colors": "25 of w b B r R (free, yours, yours defended, theirs, theirs defended).",
      "board.letters": "25 letters, row by row.",
      "dictionary": "The word list and what it gave on this board.",
      "dictionary.name": "The list's name (letterpress, system, a path).",
      "dictionary.words": "Words in the list.",
      "dictionary.playable": "Words the board can spell that the played words still allow.",
      "dictionary.played": "The words already played, upper case.",
      "dictionary.moves": "Distinct tile-level moves.",
      "moves": "The suggested moves, best first.",
      "search": "What the look-ahead search did, when it ranked the moves.",
      "win_chance":
        "Your chance to win, you to move, 0 to 1: exactly 1, 0 (0.5 a draw) when proved or the"
        + " game is over, else an estimate calibrated on self-play games.",
      "search.depth": "Plies searched (the proof's horizon when proven).",
      "search.nodes": "Positions the search visited.",
      "search.seconds": "The time the search took.",
      "search.proven": "Whether the outcome is proved exactly.",
      "search.outcome": "When proven: wins by force, loses whatever it plays, or draw.",
      "search.line":
        "The proof's line of play, upper case, alternating from you (pass for a pass).",
      "search.prefers_pass": "Whether the search prefers passing to every word it looked at.",
      "search.endgame_horizon":
        "In an unproved endgame: the plies the exact solver searched without a forced result.",
      "search.cut_by_time":
        "Whether the time cap stopped the search before its work budget or depth:"
        + " the answer may then differ from run to run.",
      "history": "What the game's history added, when there was one or moves are unknown.",
      "history.played_words": "The words treated as played, upper case, with where each came from.",
      "history.played_words[].origin":
        "Read from a played bubble, worked out from two boards, or given by the player.",
      "history.unknown_moves":
        "Moves of the game not known exactly; absent when how many is unknown.",
      "history.complete": "Whether every move of the game is known, so no answer is in doubt.",
      "history.might_be_played": "Answers that might already be played while moves are unknown.",
      "history.surely_legal": "The best answer surely never played, when the first might be.",
      "history.doubt": "Why the answers in might_be_played are in doubt.",
      "history.possibly_played":
        "Words an unknown move may have been: neither answered first nor counted on as replies.",
      "history.knows_every_possibly_played":
        "Whether possibly_played holds every word any unknown move may have been.",
      "their_turn":
        "When the screenshot shows the opponent to move: what they are likely to play (the"
        + " look-ahead from their side) and your best answer to it.",
      "their_turn.word": "Their likely word; absent when they must pass.",
      "their_turn.tiles": "Its tiles in tap order.",
      "their_turn.score": "Tiles held after it.",
      "their_turn.answer": "Your best answer to it, when the look-ahead looked at answers.",
      "their_turn.answer_tiles": "That answer's tiles in tap order.",
      "their_turn.score_after_answer": "Tiles held after that answer.",
      "their_turn.cut_by_time":
        "Whether the time cap cut their look-ahead short: their likely move may then differ from"
        + " run to run.",
      "their_turn.win_chance":
        "Your chance to win, they to move, 0 to 1: exactly 1 or 0 when proved, else an estimate.",
      "sentences": "The answer in words, as `solve` prints it, for a page to show.",
      "sentences.turn":
        "When the screenshot shows the opponent to move: that it is their turn and what they"
        + " are likely to play. It then comes first, and `move` is for later.",
      "sentences.move": "The move (on their turn: your answer, for later), or why there is none.",
      "sentences.taps": "The move's tiles to tap, in order, when there is a move.",
      "sentences.chance":
        "Who is winning, now and after the move, with the reply it assumes; absent on a"
        + " finished game. An estimate is fitted on games of lettersolve against itself.",
      "sentences.doubt": "What may make the answer wrong; absent when nothing does.",
      "sentences.lines":
        "The whole default text of `solve`, line by line, without colour: at most 24 lines"
        + " of at most 80 columns.",
    ],
    "Move": [
      "word": "The word, upper case.",
      "tiles": "The tiles in tap order, named r1c2 (row 1, column 2, from 1 at the top left).",
      "score": "Tiles held after the move.",
      "defended": "Defended tiles after the move.",
      "ends_game": "Whether the move fills the board.",
      "wins": "Whether the move ends the game with you ahead.",
      "gives_opponent_win": "Whether the opponent can win the game with their next word.",
      "opponent_winning_reply": "Such a word, when there is one.",
      "reply":
        "The look-ahead's expected answer, upper case, or pass; absent when it did not look"
        + " at the opponent's answers.",
      "score_after_reply": "Tiles held after that answer.",
      "value": "The look-ahead search's value for you.",
      "win_chance":
        "Your chance to win after the move (and the reply, when one is named), 0 to 1:"
        + " exactly 1 or 0 when proved, else an estimate.",
      "proven":
        "Whether a full-width proof stands behind the move's outcome (every reply examined):"
        + " only then is win_chance exactly 0 or 1.",
    ],
    "Reading": [
      "": "The board read from a screenshot (`read --json`).",
      "schema": "The document's version: 1.",
      "letters": "25 letters, row by row (? where unsure).",
      "colors": "25 colour codes, w b B r R (? where unsure).",
      "confidence": "The least sure tile's confidence.",
      "theme": "The theme's name.",
      "colour_space":
        "The colour space the colours were read in: srgb, display-p3, display-p3 (untagged)"
        + " or icc (NAME).",
      "to_move": "Whose turn the screenshot shows.",
      "board.x": "The board's left edge.",
      "board.y": "The board's top edge.",
      "last_played": "The word of the \u{201C}played\u{201D} bubble and who played it, when read.",
      "last_played.by": "Who played it.",
      "board": "Where the board is in the screenshot, in pixels.",
      "board.tile": "A tile's side.",
      "tiles": "Each tile, row by row: its letter and colour code (? where unsure), how sure.",
    ],
    "Change": [
      "": "The moves that turn one board into a later one (`played --json`).",
      "schema": "The document's version: 1.",
      "plies": "How many moves each explanation has (1 or 2).",
      "exact": "Whether only one explains the change.",
      "count": "How many explanations were found.",
      "complete": "Whether count is every explanation.",
      "explanations": "The first explanations, best first, each its moves in order.",
      "explanations[].moves[].by": "Who played it.",
      "explanations[].moves[].tiles": "The tiles it used, named r1c2, in the word's letter order.",
    ],
    "Error": [
      "": "Refused, with the reason.",
      "error": "Why, in the CLI's words.",
      "status": "The HTTP status.",
      "reading": "The board as far as it was read, for a 422 on unsure tiles.",
    ],
    "Board": [
      "": "A board: 25 letters and, optionally, their colour codes.",
      "letters": "25 letters, row by row.",
      "colors":
        "25 of w b B r R (free, yours, yours defended, theirs, theirs defended); all free when"
        + " absent.",
    ],
    "Review": [
      "": "A review of one game: each move of yours against the best (`review --json`).",
      "schema": "The document's version: 1.",
      "moves": "One per move of yours the boards show, in order.",
      "moves[].board": "The index in chances (from 0) of the board the move was played on.",
      "moves[].word": "The word played, upper case; unknown when the boards cannot tell it.",
      "moves[].tiles": "The tiles the move took (r1c2, by index), when the boards tell them.",
      "moves[].best":
        "The best move there, what solve answers with the same options, upper case, when there was"
        + " one.",
      "moves[].best_tiles": "The best move's tiles in tap order, when there was one.",
      "moves[].other_tiles":
        "true when the move is the best move's word on other tiles (its class then by its chance);"
        + " absent otherwise.",
      "moves[].win_chance_before":
        "Your chance to win before the move, you to move, 0 to 1: the chance the answer gives its"
        + " best move.",
      "moves[].win_chance_after":
        "Your chance after the move played (0 when it let the opponent close the board and win);"
        + " absent when the boards cannot tell the board it left.",
      "moves[].win_chance_best":
        "Your chance after the best move (the same as win_chance_before), when there was one.",
      "moves[].class":
        "By the points of chance given away against the best: best (within 2), good (5),"
        + " inaccuracy (10), mistake (20), blunder (more); unknown when the board it left is not known.",
      "chances": "Your chance to win at each board, in order: the graph's points.",
      "turning_point":
        "The number (from 1) in moves of the move the game turned on: the one that gave away the"
        + " most chance against the best (over 5 points), the plot's largest drop; absent when"
        + " none gave away more than 5 points.",
      "summary": "The review in a player's words, one paragraph.",
    ],
    "Game": [
      "": "A game to review: its letters, its boards in order and the words known played.",
      "letters": "25 letters, row by row.",
      "boards": "The game's boards, oldest first: at most 100.",
      "boards[].colors": "25 of w b B r R (free, yours, yours defended, theirs, theirs defended).",
      "boards[].to_move": "Whose turn the board showed; absent or unknown is taken as yours.",
      "boards[].last_played":
        "The word of the board's \u{201C}played\u{201D} bubble and who played it, when read.",
      "boards[].last_played.by": "Who played it.",
      "boards[].answer":
        "The answer given on the board, when it was solved: with the next board's bubble word"
        + " it is tried first to tell the moves to the next board.",
      "played":
        "Words known played in the game (learnt from its boards or typed): tried first to tell"
        + " the moves between boards. At most 500.",
    ],
  ]
}
