import Foundation
import JSONSchemaGenerator
import Solving

/// The API's description, served at `/openapi.json` (OpenAPI 3.1): the
/// paths, parameters and request bodies written by hand beside the routes
/// they describe; the documents' schemas (`components.schemas`) worked out
/// from the Codable types that write them (`JSONSchema`), with the short
/// descriptions of `descriptions`.
enum OpenAPI {
  /// The document of a server that has loaded the word lists `lists`
  /// (the values `dict` may take).
  static func document(lists: [String]) -> String {
    do {
      let names = String(decoding: try JSONEncoder().encode(lists.sorted()), as: UTF8.self)
      return try make().replacingOccurrences(
        of: #""schema": "dict""#, with: #""schema": { "type": "string", "enum": \#(names) }"#)
    } catch {
      preconditionFailure("the OpenAPI document cannot be built: \(error)")
    }
  }

  /// Each schema's name and the type whose JSON it describes.
  ///
  /// The one list to change when a document's type changes. A type here is
  /// written as a `$ref` to its name wherever another one holds it.
  static var components: [(name: String, type: any Decodable.Type)] {
    [
      ("Answer", AnswerDocument.self), ("Move", AnswerDocument.Move.self),
      ("Reading", ReadingReport.self), ("Change", ChangeReport.self),
      ("Error", APIError.Body.self), ("Board", BoardDocument.self),
      ("Review", ReviewDocument.self), ("Game", ReviewRequest.self),
      ("Words", PlayableWords.self),
    ]
  }

  /// The schemas of `components`, each with its keys' descriptions and
  /// the patterns of the strings a request sends.
  ///
  /// - Throws: `JSONSchemaError` when a type's schema cannot be worked out,
  ///   or a description or pattern names a schema or key that does not
  ///   exist.
  static func schemas() throws(JSONSchemaError) -> [String: JSONSchema] {
    var schemas = try JSONSchema.components(components)
    for (name, table) in descriptions {
      guard let schema = schemas[name] else { throw .unknownKeyPath(name) }
      schemas[name] = try schema.describing(table)
    }
    for (name, table) in patterns {
      guard let schema = schemas[name] else { throw .unknownKeyPath(name) }
      schemas[name] = try schema.matching(table)
    }
    return schemas
  }

  /// What the server checks of a request's strings beyond their JSON type,
  /// by schema name and key path (as `descriptions`): a board's 25 letters
  /// and 25 colour codes, and a bubble's or a game's played word, 2-25
  /// letters as every played word (`PlayedWords.wordLengths`).
  static let patterns: [String: [String: String]] = [
    "Board": [
      "letters": "^[A-Za-z]{25}$", "colors": "^[wbBrR]{25}$",
      "last_played.word": "^[A-Za-z]{2,25}$",
    ],
    "Game": [
      "letters": "^[A-Za-z]{25}$", "boards[].colors": "^[wbBrR]{25}$",
      "played[]": "^[A-Za-z]{2,25}$", "boards[].last_played.word": "^[A-Za-z]{2,25}$",
      "boards[].answer": "^[A-Za-z]{2,25}$",
    ],
  ]

  /// The hand-written document with the schemas in place of its empty
  /// `"schemas": {}`.
  ///
  /// - Throws: `JSONSchemaError` as `schemas()`; `EncodingError` never
  ///   (schemas hold strings and flags).
  static func make() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let schemas = String(decoding: try encoder.encode(try schemas()), as: UTF8.self)
    let parts = handWritten.components(separatedBy: #""schemas": {}"#)
    precondition(parts.count == 2, "the hand-written document has \(parts.count - 1) empty schemas")
    return parts.joined(separator: #""schemas": "# + schemas)
  }

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

  /// The paths, parameters and request bodies, with an empty
  /// `components.schemas` that `make()` fills.
  static let handWritten = #"""
    {
      "openapi": "3.1.0",
      "info": {
        "title": "lettersolve",
        "version": "0.1.0",
        "description": "Read a Letterpress screenshot and find the best move. Errors are JSON objects {error, status} with the CLI's wording; a 422 for unsure tiles also carries the partial reading."
      },
      "paths": {
        "/api/read": {
          "post": {
            "summary": "The board read from a screenshot (as `lettersolve read --json`).",
            "requestBody": { "$ref": "#/components/requestBodies/Screenshot" },
            "responses": {
              "200": { "description": "The reading, every tile read or not.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Reading" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "$ref": "#/components/responses/Error" },
              "405": { "$ref": "#/components/responses/Error" },
              "414": { "$ref": "#/components/responses/Error" },
              "431": { "$ref": "#/components/responses/Error" },
              "403": { "$ref": "#/components/responses/Error" },
              "421": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Busy" }
            }
          }
        },
        "/api/solve": {
          "post": {
            "summary": "The best moves for the player to move (as `lettersolve solve --json`), from a screenshot or a board.",
            "parameters": [
              { "name": "played", "in": "query", "description": "Words already played, comma-separated. At most 500 words of 2-25 letters a-z, separated by commas, spaces or +.", "schema": { "type": "string", "pattern": "^[,+\\s]*([A-Za-z]{2,25}([,+\\s]+[A-Za-z]{2,25}){0,499})?[,+\\s]*$" } },
              { "name": "time", "in": "query", "description": "The look-ahead's time budget in seconds (default 2, at most 10); 0 for the one-move ranking.", "schema": { "type": "number", "minimum": 0, "maximum": 10 } },
              { "name": "depth", "in": "query", "description": "Plies to look ahead (1 is the one-move ranking), within the time cap.", "schema": { "type": "integer", "minimum": 1, "maximum": 6 } },
              { "name": "limit", "in": "query", "description": "How many moves to return (default 10).", "schema": { "type": "integer", "minimum": 1, "maximum": 50 } },
              { "name": "dict", "in": "query", "description": "A word list this server has loaded, by name (letterpress, letterpress-fr, ...); never a path.", "schema": "dict" },
              { "name": "previous", "in": "query", "description": "The game's history the client keeps (the server keeps none): the game's previous board, as 25 colour codes or LETTERS:COLORS (422 when its letters are another game's). The words played since are worked out as `solve` does from its history, and the answer's `history` says which words were treated as played and where each came from.", "schema": { "type": "string", "pattern": "^([wbBrR]{25}|[A-Za-z]{25}:[wbBrR]{25})$" } },
              { "name": "previous_answer", "in": "query", "description": "With previous: the word answered for it (the player was to move on it).", "schema": { "type": "string", "pattern": "^[A-Za-z]{2,25}$" } },
              { "name": "previous_to_move", "in": "query", "description": "With previous: whose turn it showed, when it showed one (an answer given on the opponent's turn was for later).", "schema": { "type": "string", "enum": ["you", "opponent"] } },
              { "name": "learnt", "in": "query", "description": "With previous: words learnt from the game's earlier boards (origin inferred), comma-separated. At most 500.", "schema": { "type": "string", "pattern": "^[,+\\s]*([A-Za-z]{2,25}([,+\\s]+[A-Za-z]{2,25}){0,499})?[,+\\s]*$" } },
              { "name": "unknown_moves", "in": "query", "description": "With previous: moves of the game up to it not known exactly (the last answer's history.unknown_moves, 0 when it had no history); absent when unknown.", "schema": { "type": "integer", "minimum": 0, "maximum": 1000 } },
              { "name": "possibly_played", "in": "query", "description": "With previous: the words those unknown moves may have been (the last answer's history.possibly_played), comma-separated. At most 500.", "schema": { "type": "string", "pattern": "^[,+\\s]*([A-Za-z]{2,25}([,+\\s]+[A-Za-z]{2,25}){0,499})?[,+\\s]*$" } },
              { "name": "knows_every_possibly_played", "in": "query", "description": "With previous: true when possibly_played holds every word they may have been (the last answer's history.knows_every_possibly_played).", "schema": { "type": "boolean" } },
              { "name": "format", "in": "query", "description": "json (the default): the answer's document; text: the answer as `solve` prints it (its sentences.lines), for a phone's shortcut to show.", "schema": { "type": "string", "enum": ["json", "text"] } }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "image/png": { "schema": { "type": "string", "format": "binary" } },
                "image/jpeg": { "schema": { "type": "string", "format": "binary" } },
                "multipart/form-data": { "schema": { "type": "object", "properties": { "image": { "type": "string", "format": "binary" } } } },
                "application/json": { "schema": { "$ref": "#/components/schemas/Board" } }
              }
            },
            "responses": {
              "200": { "description": "The solution.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Answer" } }, "text/plain": { "schema": { "type": "string" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "$ref": "#/components/responses/Error" },
              "405": { "$ref": "#/components/responses/Error" },
              "414": { "$ref": "#/components/responses/Error" },
              "431": { "$ref": "#/components/responses/Error" },
              "403": { "$ref": "#/components/responses/Error" },
              "421": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Busy" }
            }
          }
        },
        "/api/played": {
          "post": {
            "summary": "The move, or the two moves (one per side, in order), that turn one board of a game into a later one (as `lettersolve played --json`).",
            "parameters": [
              { "name": "plies", "in": "query", "description": "Exactly this many moves; default: as whose turn both boards show (the same side to move: two, one each), else the fewest that explain the change.", "schema": { "type": "integer", "minimum": 1, "maximum": 2 } },
              { "name": "limit", "in": "query", "description": "How many explanations to return (default 20).", "schema": { "type": "integer", "minimum": 1, "maximum": 50 } },
              { "name": "played", "in": "query", "description": "Words played before the earlier board, comma-separated: they cannot explain the change.", "schema": { "type": "string", "pattern": "^[,+\\s]*([A-Za-z]{2,25}([,+\\s]+[A-Za-z]{2,25}){0,499})?[,+\\s]*$" } },
              { "name": "dict", "in": "query", "description": "A word list this server has loaded, by name; never a path.", "schema": "dict" }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "multipart/form-data": { "schema": { "type": "object", "required": ["before", "after"], "properties": { "before": { "description": "A PNG or JPEG file, or the board as LETTERS:COLORS.", "anyOf": [{ "type": "string", "format": "binary" }, { "type": "string", "pattern": "^[A-Za-z]{25}:[wbBrR]{25}$" }] }, "after": { "description": "The later board, the same way.", "anyOf": [{ "type": "string", "format": "binary" }, { "type": "string", "pattern": "^[A-Za-z]{25}:[wbBrR]{25}$" }] } } } },
                "application/json": { "schema": { "type": "object", "required": ["before", "after"], "properties": { "before": { "$ref": "#/components/schemas/Board" }, "after": { "$ref": "#/components/schemas/Board" } } } }
              }
            },
            "responses": {
              "200": { "description": "The explanations, ranked.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Change" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "description": "Unsure tiles (with the partial reading), boards of different games, the same board twice, or a change no one or two legal moves explain.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
              "405": { "$ref": "#/components/responses/Error" },
              "414": { "$ref": "#/components/responses/Error" },
              "431": { "$ref": "#/components/responses/Error" },
              "403": { "$ref": "#/components/responses/Error" },
              "421": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Busy" }
            }
          }
        },
        "/api/review": {
          "post": {
            "summary": "A review of one game (as `lettersolve review --json`): each move of yours against the best at a look-ahead of depth 2, classed by the win chance it gave away, the turning point, a summary, and your chance at each board for a graph. At most 100 boards and 20 s of work once it runs (serve --review-time): a review still working then is refused (503).",
            "parameters": [
              { "name": "dict", "in": "query", "description": "A word list this server has loaded, by name; never a path.", "schema": "dict" }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Game" } }
              }
            },
            "responses": {
              "200": { "description": "The review.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Review" } } } },
              "400": { "description": "A body that is not such a game, a bad letter, board or word, more than 100 boards or 500 words, or an unknown list.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "405": { "$ref": "#/components/responses/Error" },
              "414": { "$ref": "#/components/responses/Error" },
              "431": { "$ref": "#/components/responses/Error" },
              "403": { "$ref": "#/components/responses/Error" },
              "421": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Busy" }
            }
          }
        },
        "/api/words": {
          "post": {
            "summary": "Every playable word of a board (as `lettersolve words` lists them), each with its best tiles for you: the page's Words view.",
            "parameters": [
              { "name": "played", "in": "query", "description": "Words already played, left out, comma-separated. At most 500 words of 2-25 letters a-z.", "schema": { "type": "string", "pattern": "^[,+\\s]*([A-Za-z]{2,25}([,+\\s]+[A-Za-z]{2,25}){0,499})?[,+\\s]*$" } },
              { "name": "dict", "in": "query", "description": "A built-in word list by name; never a path.", "schema": { "type": "string" } }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "application/json": { "schema": { "$ref": "#/components/schemas/Board" } }
              }
            },
            "responses": {
              "200": { "description": "The words.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Words" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "405": { "$ref": "#/components/responses/Error" },
              "414": { "$ref": "#/components/responses/Error" },
              "431": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Busy" }
            }
          }
        },
        "/share": {
          "post": {
            "summary": "The Web Share Target of the installed page: a screenshot shared to it (a form, as Android sends it), answered with the page showing the answer (or what went wrong) in a JSON data block.",
            "requestBody": {
              "required": true,
              "content": {
                "multipart/form-data": { "schema": { "type": "object", "properties": { "screenshot": { "type": "string", "format": "binary" } } } }
              }
            },
            "responses": {
              "200": { "description": "The page with the answer.", "content": { "text/html": { "schema": { "type": "string" } } } },
              "400": { "description": "The page with the error.", "content": { "text/html": { "schema": { "type": "string" } } } },
              "413": { "description": "The page with the error.", "content": { "text/html": { "schema": { "type": "string" } } } },
              "415": { "description": "The page with the error.", "content": { "text/html": { "schema": { "type": "string" } } } },
              "422": { "description": "The page with the error and the partial reading.", "content": { "text/html": { "schema": { "type": "string" } } } },
              "405": { "$ref": "#/components/responses/Error" },
              "414": { "$ref": "#/components/responses/Error" },
              "431": { "$ref": "#/components/responses/Error" },
              "503": { "description": "The page with the error: busy.", "content": { "text/html": { "schema": { "type": "string" } } } }
            }
          }
        },
        "/manifest.webmanifest": {
          "get": { "summary": "The page's web app manifest: its icons and share target.", "responses": { "200": { "description": "The manifest.", "content": { "application/manifest+json": {} } } } }
        },
        "/sw.js": {
          "get": { "summary": "The page's service worker: keeps the page's shell for offline.", "responses": { "200": { "description": "JavaScript." } } }
        },
        "/icons/icon-192.png": {
          "get": { "summary": "The page's icon, 192 px, drawn by the server (AppIcon).", "responses": { "200": { "description": "PNG.", "content": { "image/png": {} } } } }
        },
        "/icons/icon-512.png": {
          "get": { "summary": "The page's icon, 512 px.", "responses": { "200": { "description": "PNG.", "content": { "image/png": {} } } } }
        },
        "/icons/maskable-192.png": {
          "get": { "summary": "The page's maskable icon (the tiles within the middle 56%), 192 px.", "responses": { "200": { "description": "PNG.", "content": { "image/png": {} } } } }
        },
        "/icons/maskable-512.png": {
          "get": { "summary": "The page's maskable icon, 512 px.", "responses": { "200": { "description": "PNG.", "content": { "image/png": {} } } } }
        },
        "/icons/apple-touch-icon.png": {
          "get": { "summary": "The page's icon for iOS's home screen, 180 px.", "responses": { "200": { "description": "PNG.", "content": { "image/png": {} } } } }
        },
        "/healthz": {
          "get": { "summary": "Whether the server is up.", "responses": { "200": { "description": "Up.", "content": { "application/json": { "schema": { "type": "object", "required": ["status"], "additionalProperties": false, "properties": { "status": { "type": "string", "enum": ["ok"] } } } } } }, "421": { "$ref": "#/components/responses/Error" } } }
        },
        "/": {
          "get": { "summary": "The page for phones and browsers.", "responses": { "200": { "description": "HTML." }, "421": { "$ref": "#/components/responses/Error" } } }
        },
        "/page.js": {
          "get": { "summary": "The page's script.", "responses": { "200": { "description": "JavaScript." }, "421": { "$ref": "#/components/responses/Error" } } }
        },
        "/page.css": {
          "get": { "summary": "The page's style sheet.", "responses": { "200": { "description": "CSS." }, "421": { "$ref": "#/components/responses/Error" } } }
        },
        "/openapi.json": {
          "get": { "summary": "This description of the API.", "responses": { "200": { "description": "OpenAPI 3.1, as JSON." }, "421": { "$ref": "#/components/responses/Error" } } }
        },
        "/metrics": {
          "get": { "summary": "The server's metrics in the Prometheus text format: requests by route and status, their latency, jobs busy and waiting, requests turned away busy.", "responses": { "200": { "description": "text/plain; version=0.0.4" }, "421": { "$ref": "#/components/responses/Error" } } }
        }
      },
      "components": {
        "requestBodies": {
          "Screenshot": {
            "required": true,
            "description": "A PNG or JPEG screenshot, at most 20 MiB: the raw body, or a file part of a form.",
            "content": {
              "image/png": { "schema": { "type": "string", "format": "binary" } },
              "image/jpeg": { "schema": { "type": "string", "format": "binary" } },
              "multipart/form-data": { "schema": { "type": "object", "properties": { "image": { "type": "string", "format": "binary" } } } }
            }
          }
        },
        "responses": {
          "Error": { "description": "Refused, with the reason: 400 a bad request (a malformed one or chunk too; a form of more than 16 parts or a boundary over 70 characters; null in a JSON body; a number not written plainly), 403 an unsafe request from another site (Sec-Fetch-Site cross-site or same-site, or an Origin not this server's), 405 another method than the path takes (with Allow), 413 a body over its limit (64 KiB of JSON, 20 MiB of image), 414 a URL over 16 KiB, 421 a Host this server does not answer for (serve --allowed-host), 431 a request head over 32 KiB or 100 headers.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "Busy": { "description": "Busy: more requests than --jobs and the queue, or more request bodies on their way in than --body-memory (refused before the body is read, the connection closed), or a review over its --review-time of work (20 s), or the server stopping (work still running 10 s after SIGTERM); try again after Retry-After seconds.", "headers": { "Retry-After": { "schema": { "type": "integer" } } }, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } }
        },
        "schemas": {}
      }
    }
    """#
}
