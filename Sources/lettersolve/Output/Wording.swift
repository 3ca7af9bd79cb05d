/// `singular`, or its plural (with an "s") when `count` is not 1: "1 file",
/// "2 files".
func noun(_ singular: String, count: Int) -> String {
  count == 1 ? singular : singular + "s"
}
