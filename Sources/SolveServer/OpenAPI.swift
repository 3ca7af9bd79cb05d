/// The API's description, served at `/openapi.json` (OpenAPI 3.1, written by
/// hand beside the routes it describes).
enum OpenAPI {
  static let document = #"""
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
              "503": { "$ref": "#/components/responses/Error" }
            }
          }
        },
        "/api/solve": {
          "post": {
            "summary": "The best moves for the player to move (as `lettersolve solve --json`), from a screenshot or a board.",
            "parameters": [
              { "name": "played", "in": "query", "description": "Words already played, comma-separated.", "schema": { "type": "string" } },
              { "name": "time", "in": "query", "description": "The look-ahead's time budget in seconds (default 2, at most 10); 0 for the one-move ranking.", "schema": { "type": "number", "minimum": 0, "maximum": 10 } },
              { "name": "depth", "in": "query", "description": "Plies to look ahead (1 is the one-move ranking), within the time cap.", "schema": { "type": "integer", "minimum": 1, "maximum": 6 } },
              { "name": "limit", "in": "query", "description": "How many moves to return (default 10).", "schema": { "type": "integer", "minimum": 1, "maximum": 50 } },
              { "name": "dict", "in": "query", "description": "A built-in word list by name (letterpress, letterpress-fr, ...); never a path.", "schema": { "type": "string" } },
              { "name": "previous", "in": "query", "description": "The game's history the client keeps (the server keeps none): the game's previous board, as 25 colour codes or LETTERS:COLORS (422 when its letters are another game's). The words played since are worked out as `solve` does from its history, and the answer's `history` says which words were treated as played and where each came from.", "schema": { "type": "string" } },
              { "name": "previous_answer", "in": "query", "description": "With previous: the word answered for it (the player was to move on it).", "schema": { "type": "string" } },
              { "name": "learnt", "in": "query", "description": "With previous: words learnt from the game's earlier boards (origin inferred), comma-separated.", "schema": { "type": "string" } },
              { "name": "unknown_moves", "in": "query", "description": "With previous: moves of the game up to it not known exactly (the last answer's history.unknown_moves, 0 when it had no history); absent when unknown.", "schema": { "type": "integer", "minimum": 0, "maximum": 1000 } },
              { "name": "possibly_played", "in": "query", "description": "With previous: the words those unknown moves may have been (the last answer's history.possibly_played), comma-separated.", "schema": { "type": "string" } },
              { "name": "knows_every_possibly_played", "in": "query", "description": "With previous: true when possibly_played holds every word they may have been (the last answer's history.knows_every_possibly_played).", "schema": { "type": "boolean" } }
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
              "200": { "description": "The solution.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Solution" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "$ref": "#/components/responses/Error" },
              "503": { "$ref": "#/components/responses/Error" }
            }
          }
        },
        "/api/played": {
          "post": {
            "summary": "The move, or the two moves (one per side, in order), that turn one board of a game into a later one (as `lettersolve played --json`).",
            "parameters": [
              { "name": "plies", "in": "query", "description": "Exactly this many moves; default: the fewest that explain the change.", "schema": { "type": "integer", "minimum": 1, "maximum": 2 } },
              { "name": "limit", "in": "query", "description": "How many explanations to return (default 20).", "schema": { "type": "integer", "minimum": 1, "maximum": 50 } },
              { "name": "played", "in": "query", "description": "Words played before the earlier board, comma-separated: they cannot explain the change.", "schema": { "type": "string" } },
              { "name": "dict", "in": "query", "description": "A built-in word list by name; never a path.", "schema": { "type": "string" } }
            ],
            "requestBody": {
              "required": true,
              "content": {
                "multipart/form-data": { "schema": { "type": "object", "required": ["before", "after"], "properties": { "before": { "description": "A PNG or JPEG file, or the board as LETTERS:COLORS." }, "after": { "description": "The later board, the same way." } } } },
                "application/json": { "schema": { "type": "object", "required": ["before", "after"], "properties": { "before": { "$ref": "#/components/schemas/Board" }, "after": { "$ref": "#/components/schemas/Board" } } } }
              }
            },
            "responses": {
              "200": { "description": "The explanations, ranked.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Change" } } } },
              "400": { "$ref": "#/components/responses/Error" },
              "413": { "$ref": "#/components/responses/Error" },
              "415": { "$ref": "#/components/responses/Error" },
              "422": { "description": "Unsure tiles (with the partial reading), boards of different games, the same board twice, or a change no one or two legal moves explain.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
              "503": { "$ref": "#/components/responses/Error" }
            }
          }
        },
        "/healthz": {
          "get": { "summary": "Whether the server is up.", "responses": { "200": { "description": "{\"status\": \"ok\"}" } } }
        },
        "/": {
          "get": { "summary": "The page for phones and browsers.", "responses": { "200": { "description": "HTML." } } }
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
          "Error": { "description": "Refused, with the reason.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } }
        },
        "schemas": {
          "Error": {
            "type": "object", "required": ["error", "status"],
            "properties": { "error": { "type": "string" }, "status": { "type": "integer" }, "reading": { "$ref": "#/components/schemas/Reading" } }
          },
          "Board": {
            "type": "object", "required": ["letters"],
            "properties": { "letters": { "type": "string", "description": "25 letters, row by row." }, "colors": { "type": "string", "description": "25 of w b B r R (free, yours, yours defended, theirs, theirs defended)." } }
          },
          "Reading": {
            "type": "object",
            "properties": {
              "schema": { "type": "integer", "description": "The document's version: 1." },
              "letters": { "type": "string" }, "colors": { "type": "string" }, "confidence": { "type": "number" }, "theme": { "type": "string" },
              "colour_space": { "type": "string" }, "to_move": { "type": "string", "enum": ["you", "opponent", "unknown"] },
              "last_played": { "type": "object", "description": "The word of the \u201cplayed\u201d bubble, when one was read.", "properties": { "word": { "type": "string" }, "by": { "type": "string", "enum": ["you", "opponent"] } } },
              "board": { "type": "object", "properties": { "tile": { "type": "number" }, "x": { "type": "number" }, "y": { "type": "number" } } },
              "tiles": { "type": "array", "items": { "type": "object", "properties": { "letter": { "type": "string" }, "color": { "type": "string" }, "confidence": { "type": "number" } } } }
            }
          },
          "Solution": {
            "type": "object",
            "properties": {
              "schema": { "type": "integer", "description": "The document's version: 1." },
              "board": { "$ref": "#/components/schemas/Board" },
              "dictionary": { "type": "object", "properties": { "name": { "type": "string" }, "words": { "type": "integer" }, "playable": { "type": "integer" }, "played": { "type": "array", "items": { "type": "string" } }, "moves": { "type": "integer" } } },
              "moves": { "type": "array", "items": { "$ref": "#/components/schemas/Move" } },
              "search": { "type": "object", "description": "What the look-ahead did, when it ranked the moves." },
              "history": {
                "type": "object", "description": "What the game's history added, when there was one or moves are unknown.",
                "properties": {
                  "played_words": { "type": "array", "items": { "type": "object", "properties": { "word": { "type": "string" }, "origin": { "type": "string", "enum": ["bubble", "inferred", "player"] } } } },
                  "unknown_moves": { "type": "integer", "description": "Moves of the game not known exactly; absent when how many is unknown." },
                  "complete": { "type": "boolean" },
                  "might_be_played": { "type": "array", "items": { "type": "string" }, "description": "Answers the coloured tiles spell while moves are unknown." },
                  "surely_legal": { "type": "string" }, "doubt": { "type": "string" },
                  "possibly_played": { "type": "array", "items": { "type": "string" }, "description": "Words an unknown move of the game may have been: neither answered first nor counted on as replies." },
                  "knows_every_possibly_played": { "type": "boolean", "description": "Whether possibly_played holds every word any unknown move may have been." }
                }
              }
            }
          },
          "Change": {
            "type": "object",
            "properties": {
              "schema": { "type": "integer", "description": "The document's version: 1." },
              "plies": { "type": "integer", "description": "How many moves each explanation has (1 or 2)." },
              "exact": { "type": "boolean", "description": "Whether only one explains the change." },
              "count": { "type": "integer" }, "complete": { "type": "boolean", "description": "Whether count is every explanation." },
              "explanations": { "type": "array", "items": { "type": "object", "properties": { "moves": { "type": "array", "items": { "type": "object", "properties": { "by": { "type": "string", "enum": ["you", "opponent"] }, "word": { "type": "string" }, "tiles": { "type": "array", "items": { "type": "string", "pattern": "^r[1-5]c[1-5]$" } } } } } } } }
            }
          },
          "Move": {
            "type": "object",
            "properties": {
              "word": { "type": "string" },
              "tiles": { "type": "array", "items": { "type": "string", "pattern": "^r[1-5]c[1-5]$" }, "description": "The tiles in tap order, named r1c2 (row 1, column 2, from 1 at the top left)." },
              "score": { "type": "object", "properties": { "player": { "type": "integer" }, "opponent": { "type": "integer" } } },
              "defended": { "type": "object", "properties": { "player": { "type": "integer" }, "opponent": { "type": "integer" } } },
              "ends_game": { "type": "boolean" }, "wins": { "type": "boolean" }, "gives_opponent_win": { "type": "boolean" },
              "opponent_winning_reply": { "type": "string" }, "reply": { "type": "string", "description": "Upper case, or pass." }, "value": { "type": "integer" },
              "score_after_reply": { "type": "object", "properties": { "player": { "type": "integer" }, "opponent": { "type": "integer" } } }
            }
          }
        }
      }
    }
    """#
}
