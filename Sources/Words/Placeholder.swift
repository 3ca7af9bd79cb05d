public enum WordsPlaceholder {}
