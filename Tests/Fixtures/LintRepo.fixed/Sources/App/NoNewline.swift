no newline at the end
