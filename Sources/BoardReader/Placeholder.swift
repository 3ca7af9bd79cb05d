public enum BoardReaderPlaceholder {}
