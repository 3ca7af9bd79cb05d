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
    let parts = withRefusals(handWritten).components(separatedBy: #""schemas": {}"#)
    precondition(parts.count == 2, "the hand-written document has \(parts.count - 1) empty schemas")
    return parts.joined(separator: #""schemas": "# + schemas)
  }

  /// The responses of a request to `/api/read`, `/api/solve`, `/api/played`
  /// or `/api/review` refused whatever it asks: another method than POST
  /// (405), a URL or a head too long (414, 431), a caller from another site
  /// or host (403, 421, `CallerCheck`), the server busy (503).
  static let refusals = [
    ##""405": { "$ref": "#/components/responses/Error" }"##,
    ##""414": { "$ref": "#/components/responses/Error" }"##,
    ##""431": { "$ref": "#/components/responses/Error" }"##,
    ##""403": { "$ref": "#/components/responses/Error" }"##,
    ##""421": { "$ref": "#/components/responses/Error" }"##,
    ##""503": { "$ref": "#/components/responses/Busy" }"##,
  ]

  /// `document` with `refusals` in place of each line `"refusals": {}`, at
  /// its indentation.
  static func withRefusals(_ document: String) -> String {
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasSuffix(#""refusals": {}"#) else { return String(line) }
      let indentation = line.prefix { $0 == " " }
      return refusals.map { indentation + $0 }.joined(separator: ",\n")
    }
    return lines.joined(separator: "\n")
  }

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
              "refusals": {}
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
              "refusals": {}
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
              "refusals": {}
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
              "refusals": {}
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
